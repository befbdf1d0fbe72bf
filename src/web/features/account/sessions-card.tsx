// "Where you're signed in" on the Settings page: the account's sessions, this device first, each
// other one with "Sign out" (it stops working at once).
import { toast } from "sonner";
import { Laptop, MonitorSmartphone, RotateCw, Smartphone } from "lucide-react";
import type { ActiveSession } from "../../../shared/api";
import { TitledCard } from "../../components/titled-card";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { errorMessage } from "../../lib/api";
import { formatDate } from "../../lib/dates";
import { deviceName } from "./device-name";
import { useRevokeSession, useSessions } from "./use-account";
import { t } from "i18next";
import { sessionAddress } from "./session-address";

export function SessionsCard() {
  const sessions = useSessions();
  return (
    <TitledCard
      icon={MonitorSmartphone}
      title={t("account.sessions.title")}
      description={t("account.sessions.description")}
    >
      {sessions.data ? (
        <ul className="divide-y divide-border rounded-xl border border-border">
          {sessions.data.map((s) => (
            <SessionRow key={s.id} session={s} />
          ))}
        </ul>
      ) : sessions.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 py-2">
          <p className="text-sm text-muted-foreground">
            {errorMessage(sessions.error, t("account.sessions.failed"))}
          </p>
          <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
            <RotateCw aria-hidden />
            {t("common.tryAgain")}
          </Button>
        </div>
      ) : (
        <Spinner text={t("account.sessions.loading")} className="py-6" />
      )}
    </TitledCard>
  );
}

function SessionRow({ session }: { session: ActiveSession }) {
  const revoke = useRevokeSession();
  const name = deviceName(session.userAgent);
  const Icon = /iPhone|iPad|Android/.test(name) ? Smartphone : Laptop;
  const signOut = () =>
    revoke.mutate(session.id, {
      onSuccess: () =>
        toast.success(t("auth.signOut.doneTitle"), {
          description: t("account.sessions.signedOutText", { name }),
        }),
      onError: (error) =>
        toast.error(t("auth.signOut.errorTitle"), {
          description: errorMessage(error, t("auth.signOut.error")),
        }),
    });
  return (
    <li
      aria-label={session.current ? t("account.sessions.thisDeviceLabel", { name }) : name}
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3.5"
    >
      <div className="flex min-w-0 flex-1 basis-56 items-start gap-3">
        <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2 text-sm font-medium text-foreground">
            {name}
            {session.current && <Badge variant="success">{t("account.sessions.thisDevice")}</Badge>}
          </div>
          <p className="mt-0.5 text-sm break-words text-muted-foreground">
            {[
              session.ipAddress && sessionAddress(session.ipAddress),
              session.current ? t("account.sessions.activeNow") : lastActive(session.lastActiveAt),
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
        </div>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          disabled={revoke.isPending}
          onClick={signOut}
          aria-label={t("account.sessions.signOutLabel", { name })}
        >
          {revoke.isPending ? t("account.signingOut") : t("account.sessions.signOut")}
        </Button>
      )}
    </li>
  );
}

/** The server knows when a session was last used only to within a day (decision 204). */
function lastActive(iso: string, now = new Date()) {
  const at = new Date(iso);
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (at.toDateString() === now.toDateString()) return t("account.sessions.today");
  if (at.toDateString() === yesterday.toDateString()) return t("account.sessions.yesterday");
  return t("account.sessions.on", { date: formatDate(iso) });
}
