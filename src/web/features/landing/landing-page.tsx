import { AccountActions } from "./account-actions";
import { Benefits } from "./benefits";
import { CallToAction } from "./call-to-action";
import { Hero } from "./hero";
import { HowItWorks } from "./how-it-works";
import { LandingFooter } from "./landing-footer";
import { LandingHeader } from "./landing-header";
import { UseCases } from "./use-cases";

export type LandingPageProps = {
  /** Opens the sign-in dialog: the header's Sign In, "Start Collaborating" and "Get Started Now". */
  onSignIn: () => void;
};

export function LandingPage({ onSignIn }: LandingPageProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <LandingHeader>
        <AccountActions onSignIn={onSignIn} />
      </LandingHeader>
      <main className="flex-1">
        <Hero onStart={onSignIn} />
        <HowItWorks />
        <Benefits />
        <UseCases />
        <CallToAction onStart={onSignIn} />
      </main>
      <LandingFooter />
    </div>
  );
}
