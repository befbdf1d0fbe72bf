// The push offer as its own chunk, fetched only once there is something to offer (a first vote
// went through): the event page itself carries nothing of push (its budget, decision 222).
import { lazy, Suspense } from "react";
import { retryImport } from "../../lib/retry-import";
import { usePushOfferPending } from "./push-offer-state";

const PushOffer = lazy(() => retryImport(() => import("./push-offer")));

/** `afterHide` puts focus somewhere sensible once the card, and the button pressed, are gone. */
export function LazyPushOffer({ afterHide }: { afterHide: () => void }) {
  const pending = usePushOfferPending();
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <PushOffer afterHide={afterHide} />
    </Suspense>
  );
}
