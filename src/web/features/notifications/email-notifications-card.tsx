// "Email notifications" on the Settings page: one switch per kind of email, in the words the
// unsubscribe page uses too; each change is saved at once.
import { useId } from "react";
import { Switch } from "radix-ui";
import { BellRing, RotateCw } from "lucide-react";
import type { NotificationSettings } from "../../../shared/api";
import { mailKindLabels, mailKinds, type MailKind } from "../../../shared/mail-kinds";
import { TitledCard } from "../../components/titled-card";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { errorMessage } from "../../lib/api";
import { useNotificationSettings, useSaveNotificationSetting } from "./use-notification-settings";

export function EmailNotificationsCard({ email }: { email: string }) {
  const settings = useNotificationSettings();
  return (
    <TitledCard
      icon={BellRing}
      title="Email notifications"
      description={
        <>
          Choose which emails Huddle sends to{" "}
          <span className="font-medium text-slate-700">{email}</span>. Every email also has a link
          to turn its kind off.
        </>
      }
    >
      {settings.data ? (
        <KindList settings={settings.data} />
      ) : settings.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 py-2">
          <p className="text-sm text-muted-foreground">
            {errorMessage(settings.error, "Your settings could not be loaded.")}
          </p>
          <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
            <RotateCw aria-hidden />
            Try again
          </Button>
        </div>
      ) : (
        <Spinner text="Loading settings..." className="py-8" />
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

function KindRow({
  kind,
  on,
  onChange,
}: {
  kind: MailKind;
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  const { name, about } = mailKindLabels[kind];
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
