import type { Account } from "../../../shared/api";
import type { Language } from "../../../shared/core/languages";
import { AccountActions, greeting, type AccountActionsProps } from "./account-actions";
import { Benefits } from "./benefits";
import { CallToAction } from "./call-to-action";
import { Hero } from "./hero";
import { HowItWorks } from "./how-it-works";
import { LandingFooter } from "./landing-footer";
import { LandingHeader } from "./landing-header";
import { UseCases } from "./use-cases";

/** `onSignIn` opens the sign-in dialog (the header's Sign In); `onStart` opens it at Sign Up
 * ("Start Collaborating" and "Get Started Now" are for someone new: decision 208; signed in,
 * both go to the dashboard instead). `saveLanguage` keeps a
 * signed-in person's language on their account (none: not kept, as in the server's render).
 * Rendered from its props alone, in the browser and on the server (decision 222). */
type LandingPageProps = AccountActionsProps & {
  user: Account | null | undefined;
  onStart?: () => void;
  saveLanguage?: (language: Language) => void;
};

const keepNothing = () => {};

export function LandingPage({ saveLanguage = keepNothing, onStart, ...props }: LandingPageProps) {
  const { user, onSignIn } = props;
  const start = onStart ?? onSignIn;
  const signedIn = user === undefined ? undefined : user !== null;
  return (
    <div className="flex min-h-dvh flex-col">
      <LandingHeader note={user ? greeting(user) : undefined} language={{ user, saveLanguage }}>
        <AccountActions {...props} />
      </LandingHeader>
      <main className="flex-1">
        <Hero onStart={start} signedIn={signedIn} />
        <HowItWorks />
        <Benefits />
        <UseCases />
        <CallToAction onStart={start} signedIn={signedIn} />
      </main>
      <LandingFooter />
    </div>
  );
}
