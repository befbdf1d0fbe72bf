import { LayoutDashboard, LogOut } from "lucide-react";
import type { Me } from "../../../shared/api";
import { Button, buttonVariants } from "../../components/ui/button";
import { LazyAccountMenu } from "../account";
import { LazyJoinEventDialog } from "../events";
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
 * Sign Out and Dashboard keep only their icons (their words stay their accessible names), so the
 * row (logo, language select, these, the profile menu) fits at 360 px; below 360 px Sign Out
 * goes, as the profile menu offers it too, so the row fits at 320 px. From 640 px both show
 * their words.
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
          className="max-sm:size-9 max-sm:px-0 max-[360px]:hidden sm:size-auto sm:px-4"
        >
          <LogOut aria-hidden />
          <span className="sr-only sm:not-sr-only">{t("common.signOut")}</span>
        </Button>
      )}
      {/* A full page load, from the landing page into the app (decision 222). */}
      <a href="/dashboard" className={buttonVariants({ className: "max-sm:size-9 max-sm:px-0" })}>
        <LayoutDashboard aria-hidden />
        <span className="max-sm:sr-only">{t("common.dashboard")}</span>
      </a>
      <LazyAccountMenu user={user} />
    </>
  );
}

/** The original's greeting: the name, or else the email. */
export const greeting = (user: Me) =>
  t("landing.welcome", { name: user.name.trim() || user.email });
