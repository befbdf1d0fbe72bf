// What other folders may use of events: the rest of the folder is its own.
export { AppBar } from "./app-bar";
export { CreateEventDialog } from "./create-event-dialog";
export { EventHeader } from "./event-header";
export { EventNotFound } from "./event-not-found";
export { eventPageQuery } from "./event-page-query";
export { EventSignIn } from "./event-sign-in";
export { JoinEventDialog } from "./join-event-dialog";
export { LazyJoinEventDialog } from "./lazy-join-event-dialog";
export { MyEvents } from "./my-events";
export { isNotFound, useEventPage } from "./use-event-page";
export { useMyEvents } from "./use-events";
