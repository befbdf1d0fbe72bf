import { LayoutDashboard, LogOut } from "lucide-react";
import type { Me } from "../../../shared/api";
import { Button, buttonVariants } from "../../components/ui/button";
import { LazyAccountMenu } from "../account/lazy-account-menu";
import { LazyJoinEventDialog } from "../events/lazy-join-event-dialog";
import { t } from "i18next";

export type AccountActionsProps = {
  /** undefined while the session is being resolved. */
  user: Me | null | undefined;
  onSignIn: () => void;
  onSignOut: () => void;
  signingOut: boolean;
};

/**
 * The header's account area. Signed out: Join Event (by code) and Sign In. Signed in: Sign Out, Dashboard and
 * the profile menu (the greeting, "Welcome, {name}", is LandingHeader's `note`). Below 640 px
 * Sign Out keeps only its icon, so one row still fits at 360 px.
 */
export function AccountActions({ user, onSignIn, onSignOut, signingOut }: AccountActionsProps) {
  // Nothing until the session is known: no "Sign In" flashing at someone already signed in.
  if (user === undefined) return <span className="h-10 w-24" aria-hidden />;
  if (user === null) {
    return (
      <>
        <LazyJoinEventDialog variant="ghost" signedOut />
        <Button variant="outline" onClick={onSignIn}>
          {t("common.signIn")}
        </Button>
      </>
    );
  }
  return (
    <>
      {/* A guest signs out from the profile menu, which first says what signing out loses. */}
      {!user.guest && (
        <Button
          variant="ghost"
          onClick={onSignOut}
          disabled={signingOut}
          className="size-10 px-0 sm:size-auto sm:px-4"
        >
          <LogOut aria-hidden />
          <span className="sr-only sm:not-sr-only">{t("common.signOut")}</span>
        </Button>
      )}
      {/* A full page load, from the landing page into the app (decision 109). */}
      <a href="/dashboard" className={buttonVariants({ className: "px-3 sm:px-4" })}>
        <LayoutDashboard aria-hidden className="hidden sm:block" />
        {t("common.dashboard")}
      </a>
      <LazyAccountMenu user={user} />
    </>
  );
}

/** The original's greeting: the name, or else the email. */
export const greeting = (user: Me) =>
  t("landing.welcome", { name: user.name.trim() || user.email });
