// "Email notifications" on the Settings page: one switch per kind of email, in the words the
// unsubscribe page uses too; each change is saved at once. The push card (features/push) lists
// the same kinds with the same rows.
import "../../lib/settings-words"; // this part's words (the first page's catalogue leaves them out)
import { useId } from "react";
import { Switch } from "radix-ui";
import { BellRing, RotateCw } from "lucide-react";
import type { NotificationSettings } from "../../../shared/api";
import { mailKinds, type MailKind } from "../../../shared/features/notifications/kinds";
import { TitledCard } from "../../components/titled-card";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { errorMessage } from "../../lib/api";
import { useNotificationSettings, useSaveNotificationSetting } from "./use-notification-settings";
import { t } from "i18next";
import { Trans } from "react-i18next";

export function EmailNotificationsCard({ email }: { email: string }) {
  const settings = useNotificationSettings();
  return (
    <TitledCard
      icon={BellRing}
      title={t("notifications.title")}
      description={
        <Trans
          i18nKey="notifications.description"
          values={{ email }}
          components={[<span className="font-medium text-slate-700" />]}
        />
      }
    >
      {settings.data ? (
        <KindList settings={settings.data} />
      ) : settings.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 py-2">
          <p className="text-sm text-muted-foreground">
            {errorMessage(settings.error, t("account.settingsFailed"))}
          </p>
          <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
            <RotateCw aria-hidden />
            {t("common.tryAgain")}
          </Button>
        </div>
      ) : (
        <Spinner text={t("notifications.loading")} className="py-8" />
      )}
    </TitledCard>
  );
}

function KindList({ settings }: { settings: NotificationSettings }) {
  const save = useSaveNotificationSetting();
  return (
    <ul className="divide-y divide-border rounded-xl border border-border">
      {mailKinds.map((kind) => (
        <KindRow
          key={kind}
          kind={kind}
          on={settings[kind]}
          onChange={(on) => save.mutate({ kind, on })}
        />
      ))}
    </ul>
  );
}

export function KindRow({
  kind,
  on,
  onChange,
}: {
  kind: MailKind;
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  const name = t(`mailKinds.${kind}.name`);
  const about = t(`mailKinds.${kind}.about`);
  return (
    <li className="flex items-center justify-between gap-4 px-4 py-3.5">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-foreground">
          {name}
        </label>
        <p id={`${id}-about`} className="mt-0.5 text-sm text-muted-foreground">
          {about}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={on}
        onCheckedChange={onChange}
        aria-describedby={`${id}-about`}
        className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-500 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="pointer-events-none block size-5 translate-x-0.5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </li>
  );
}
