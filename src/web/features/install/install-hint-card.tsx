// The dashboard's quiet note that Huddle installs as an app (issue #34): a card below the
// events, with the browser's own dialog behind "Install" where the browser offers one, and where
// its menu has it otherwise. Hidden for good with "Don't show again" (installHint says when).
import { useState } from "react";
import { Download, MonitorSmartphone } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { promptInstall, useInstallState } from "../../lib/install-prompt";
import { useMyEvents } from "../events";
import { hintDismissed, installHint, rememberHintDismissed, runsInstalled } from "./install-hint";
import { t } from "i18next";

/** `afterHide` gets focus somewhere sensible once the card, and the button pressed, are gone. */
export function InstallHintCard({ afterHide }: { afterHide: () => void }) {
  const events = useMyEvents();
  const { offer, installed } = useInstallState();
  const [dismissed, setDismissed] = useState(hintDismissed);
  const hint = installHint({
    standalone: runsInstalled(),
    installed,
    dismissed,
    eventCount: events.data?.length ?? 0,
    canPrompt: offer !== null,
  });
  if (hint === "none") return null;

  const hide = () => {
    rememberHintDismissed();
    setDismissed(true);
    afterHide();
  };

  return (
    <Card
      role="region"
      aria-labelledby="install-hint-title"
      className="mt-8 flex items-start gap-3 p-4 sm:gap-4 sm:p-5"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
        <MonitorSmartphone aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="install-hint-title" className="font-semibold">
          {t("dashboard.installHint.title")}
        </h2>
        <p className="mt-1 text-sm text-pretty text-muted-foreground">
          {t("dashboard.installHint.text")}{" "}
          {hint === "instructions" && t("dashboard.installHint.how")}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {hint === "install" && (
            <Button size="sm" onClick={() => void promptInstall()}>
              <Download aria-hidden />
              {t("dashboard.installHint.install")}
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={hide}>
            {t("dashboard.installHint.dismiss")}
          </Button>
        </div>
      </div>
    </Card>
  );
}
