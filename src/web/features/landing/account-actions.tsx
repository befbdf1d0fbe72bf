import { Button } from "../../components/ui/button";

/**
 * The header's account area. Signed out it is one Sign In button; the signed-in variant
 * ("Welcome, {name}", Sign Out, Dashboard) belongs here too, chosen by the session.
 */
export function AccountActions({ onSignIn }: { onSignIn: () => void }) {
  return (
    <Button variant="outline" onClick={onSignIn}>
      Sign In
    </Button>
  );
}
