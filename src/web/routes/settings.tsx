// /settings: the signed-in person's settings, a column of cards: their account (profile,
// password, where they are signed in), then which emails Huddle sends them and what it pushes to
// their devices, and how to share pages into Huddle. A guest has no email or password: only
// their name, sessions and push.
import type { Me } from "../../shared/api";
import { BackLink } from "../components/back-link";
import { CalendarFeedCard } from "../features/calendar";
import {
  DeleteAccountCard,
  DownloadDataCard,
  PasswordCard,
  ProfileCard,
  SessionsCard,
} from "../features/account";
import { RequireAuth, useSession } from "../features/auth";
import { AppBar } from "../features/events";
import { EmailNotificationsCard } from "../features/notifications";
import { PushCard } from "../features/push";
import { ShareBookmarkCard } from "../features/share";
import { t } from "i18next";

function SettingsRoute() {
  return (
    <RequireAuth>
      <title>{t("settings.pageTitle")}</title>
      <AppBar />
      <main className="mx-auto w-full max-w-6xl px-4 pt-4 pb-16 sm:px-6 sm:pt-6">
        <BackLink to="/dashboard" />
        <div className="mt-3 mb-6 sm:mb-8">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {t("settings.heading")}
          </h1>
          <p className="mt-1 text-muted-foreground">{t("settings.subtitle")}</p>
        </div>
        <div className="grid max-w-2xl grid-cols-1 gap-6">
          <SettingsContent />
        </div>
      </main>
    </RequireAuth>
  );
}

function SettingsContent() {
  const { user } = useSession();
  return user ? <SettingsCards user={user} /> : null;
}

/** One card per concern, in this order; a new one is one more line. */
function SettingsCards({ user }: { user: Me }) {
  return (
    <>
      <ProfileCard user={user} />
      {!user.guest && <PasswordCard />}
      <SessionsCard />
      {!user.guest && <EmailNotificationsCard email={user.email} />}
      <PushCard guest={user.guest} />
      {!user.guest && <CalendarFeedCard />}
      <ShareBookmarkCard />
      <DownloadDataCard />
      <DeleteAccountCard user={user} />
    </>
  );
}

export { SettingsRoute as Component };
