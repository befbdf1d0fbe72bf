// What other folders may use of push: the rest of the folder is its own.
export { LazyPushOffer } from "./lazy-push-offer";
export { PushCard } from "./push-card";
export { unsubscribeThisDevice } from "./push-device";
export { offerPushAfterVote } from "./push-offer-state";
