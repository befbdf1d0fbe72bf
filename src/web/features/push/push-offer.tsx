// "Tell me when the winner is decided": push offered once, on the event page, after the
// person's first vote there (push-offer-state.ts). Not shown where the device is on already, where
// the browser cannot or will not show notifications, or once taken or refused on this device.
// The browser's own question comes only from its button.
import "../../lib/settings-words"; // this part's words (the first page's catalogue leaves them out)
import { useId } from "react";
import { BellRing } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useNotificationPermission } from "./use-permission";
import { settlePushOffer, usePushOfferPending } from "./push-offer-state";
import { usePushSettings, useThisDevice } from "./use-push";
import { t } from "i18next";

/** `afterHide` puts focus somewhere sensible once the card, and the button pressed, are gone. */
export default function PushOffer({ afterHide }: { afterHide: () => void }) {
  const pending = usePushOfferPending();
  const permission = useNotificationPermission();
  const possible = pending && (permission === "default" || permission === "granted");
  // Asked only once there is something to offer: no request on the page's load.
  const settings = usePushSettings({ enabled: possible });
  const hide = () => {
    settlePushOffer();
    afterHide();
  };
  const device = useThisDevice({ onTurnedOn: hide });
  const titleId = useId();
  if (!possible || !settings.data || settings.data.device) return null;
  const publicKey = settings.data.publicKey;

  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className="my-4 flex items-start gap-3 border-primary/30 p-4 sm:gap-4 sm:p-5"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
        <BellRing aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h3 id={titleId} className="font-semibold text-pretty">
          {t("push.offer.title")}
        </h3>
        <p className="mt-1 text-sm text-pretty text-muted-foreground">{t("push.offer.text")}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" disabled={device.pending} onClick={() => device.turnOn(publicKey)}>
            {t("push.offer.turnOn")}
          </Button>
          <Button size="sm" variant="outline" onClick={hide}>
            {t("push.offer.dismiss")}
          </Button>
        </div>
      </div>
    </Card>
  );
}
