// What other folders may use of groups: the rest of the folder is its own.
export { CurrentRound } from "./current-round";
export { GroupDownloads } from "./group-downloads";
export { GroupHeader } from "./group-header";
export { GroupMembers } from "./group-members";
export { GroupNotFound } from "./group-not-found";
export { LazyMakeRegularDialog } from "./lazy-make-regular-dialog";
export { MostChosen } from "./most-chosen";
export { MyGroups } from "./my-groups";
export { RoundOf } from "./round-of";
export { RoundTimeline } from "./round-timeline";
export { ScheduleCard } from "./schedule-card";
export { useGroupPage } from "./use-group-page";
export { useLiveGroup } from "./use-live-group";
