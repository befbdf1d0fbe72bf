// The previews feature's face: what other folders of the server use of it.
export { RefusedAddressError, guardedLookup, mayConnect } from "./address-guard";
export { guardedPost, type GuardOptions, type OutboundResult } from "./guarded-post";
export { outboundAddressAllowed } from "./outbound-address";
export { createPreviewer, type PreviewsDeps } from "./previewer";
export { previewRoutes } from "./routes";
export { isFresh, previewJson, toLinkPreview } from "./store";
