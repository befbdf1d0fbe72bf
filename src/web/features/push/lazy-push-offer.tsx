// The push offer as its own chunk, fetched only once there is something to offer (a first vote
// went through): the event page itself carries nothing of push (its budget, decision 222).
import { lazyComponent } from "../../lib/lazy-component";
import { usePushOfferPending } from "./push-offer-state";

const PushOffer = lazyComponent(() => import("./push-offer").then((module) => module.default));

/** `afterHide` puts focus somewhere sensible once the card, and the button pressed, are gone. */
export function LazyPushOffer({ afterHide }: { afterHide: () => void }) {
  const pending = usePushOfferPending();
  const Loaded = PushOffer.useComponent(pending);
  if (!pending || !Loaded) return null;
  return <Loaded afterHide={afterHide} />;
}
