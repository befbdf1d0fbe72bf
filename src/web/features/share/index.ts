// What other folders may use of share: the rest of the folder is its own.
export { ShareBookmarkCard } from "./share-bookmark-card";
export { ShareIntoEvent } from "./share-into-event";
export { sharedAddress } from "./shared-address";
export { SignedOutShare } from "./signed-out-share";
