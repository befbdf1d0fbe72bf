// What other folders may use of live: the rest of the folder is its own.
export { LiveAnnouncer } from "./live-announcer";
export { ReconnectingIndicator } from "./reconnecting-indicator";
export { readEventStream } from "./sse";
export { useLiveEvent } from "./use-live-event";
