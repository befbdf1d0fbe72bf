// "Push notifications" on the Settings page, for everyone signed in, guests too: "Notify this
// device" (this browser only: each device has its own switch), then the same kinds as the email
// card, each on or off for push apart from email. The browser's question is asked only when the
// switch is turned on.
import "../../lib/settings-words"; // this part's words (the first page's catalogue leaves them out)
import { useId } from "react";
import { Switch } from "radix-ui";
import { RotateCw, Smartphone } from "lucide-react";
import { pushKinds } from "../../../shared/features/notifications/kinds";
import { TitledCard } from "../../components/titled-card";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { errorMessage } from "../../lib/api";
import { KindRow } from "../notifications";
import { type Permission } from "./push-device";
import { useNotificationPermission } from "./use-permission";
import { usePushSettings, useSavePushKind, useThisDevice, type PushSettings } from "./use-push";
import { t } from "i18next";

export function PushCard({ guest }: { guest: boolean }) {
  const settings = usePushSettings();
  return (
    <TitledCard icon={Smartphone} title={t("push.title")} description={t("push.description")}>
      {settings.data ? (
        <PushSettingsList settings={settings.data} guest={guest} />
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
        <Spinner text={t("push.loading")} className="py-8" />
      )}
    </TitledCard>
  );
}

function PushSettingsList({ settings, guest }: { settings: PushSettings; guest: boolean }) {
  const save = useSavePushKind();
  const kindsId = useId();
  return (
    <div className="grid gap-6">
      <DeviceRow settings={settings} />
      <section aria-labelledby={kindsId}>
        <h3 id={kindsId} className="text-sm font-semibold text-foreground">
          {t("push.kindsTitle")}
        </h3>
        <p className="mt-0.5 mb-3 text-sm text-muted-foreground">
          {guest ? t("push.kindsAbout") : `${t("push.kindsAbout")} ${t("push.kindsApart")}`}
        </p>
        <ul className="divide-y divide-border rounded-xl border border-border">
          {pushKinds.map((kind) => (
            <KindRow
              key={kind}
              kind={kind}
              on={settings.kinds[kind]}
              onChange={(on) => save.mutate({ kind, on })}
            />
          ))}
        </ul>
      </section>
    </div>
  );
}

/** What the row says under "Notify this device", by the browser's state and the switch's. */
function deviceAbout(permission: Permission, on: boolean) {
  if (permission === "unsupported") return t("push.unsupported");
  if (permission === "denied") return t("push.denied");
  return on ? t("push.deviceOn") : t("push.deviceOff");
}

function DeviceRow({ settings }: { settings: PushSettings }) {
  const id = useId();
  const permission = useNotificationPermission();
  const device = useThisDevice();
  // The server's word for this session, and the browser's: a permission taken back since in
  // the browser's settings leaves the subscription unable to show anything.
  const on = settings.device && permission === "granted";
  const blocked = permission === "unsupported" || permission === "denied";
  return (
    <div className="flex items-center justify-between gap-4 rounded-xl border border-border bg-secondary/40 px-4 py-3.5">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-semibold text-foreground">
          {t("push.device")}
        </label>
        <p
          id={`${id}-about`}
          aria-live="polite"
          className="mt-0.5 text-sm text-pretty text-muted-foreground"
        >
          {deviceAbout(permission, on)}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={on}
        disabled={blocked || device.pending}
        onCheckedChange={(next) => (next ? device.turnOn(settings.publicKey) : device.turnOff())}
        aria-describedby={`${id}-about`}
        className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-500 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="pointer-events-none block size-5 translate-x-0.5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </div>
  );
}
