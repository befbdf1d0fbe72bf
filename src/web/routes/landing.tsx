// "/" in the router app, reached by the app's own links and redirects (a page opened at "/" is
// the lean landing app, landing-app.tsx): the session from TanStack Query.
import { useGoogleSignInError, useSession, useSignOut } from "../features/auth";
import { useSaveLanguage } from "../features/language";
import { LandingScreen } from "../features/landing";

function LandingRoute() {
  const { user } = useSession();
  const { signOut, pending } = useSignOut();
  const save = useSaveLanguage();
  useGoogleSignInError();
  return (
    <LandingScreen
      user={user}
      onSignOut={signOut}
      signingOut={pending}
      saveLanguage={save.mutate}
    />
  );
}

export { LandingRoute as Component };
