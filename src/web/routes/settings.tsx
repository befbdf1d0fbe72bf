// /settings: the signed-in person's settings; for now, which emails Huddle sends them.
import { BackLink } from "../components/back-link";
import { RequireAuth } from "../features/auth/require-auth";
import { useSession } from "../features/auth/use-session";
import { AppBar } from "../features/events/app-bar";
import { EmailNotificationsCard } from "../features/notifications/email-notifications-card";

function SettingsRoute() {
  return (
    <RequireAuth>
      <title>Settings · Huddle</title>
      <AppBar />
      <main className="mx-auto w-full max-w-6xl px-4 pt-4 pb-16 sm:px-6 sm:pt-6">
        <BackLink to="/dashboard" />
        <div className="mt-3 mb-6 sm:mb-8">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Settings</h1>
          <p className="mt-1 text-muted-foreground">How Huddle keeps in touch with you.</p>
        </div>
        <div className="max-w-2xl">
          <SettingsContent />
        </div>
      </main>
    </RequireAuth>
  );
}

function SettingsContent() {
  const { user } = useSession();
  return user ? <EmailNotificationsCard email={user.email} /> : null;
}

export { SettingsRoute as Component };
