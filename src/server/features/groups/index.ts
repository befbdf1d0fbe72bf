// The groups feature's face: what other folders of the server use of it.
export { groupExportRoutes } from "./export-routes";
export { joinGroupTelling } from "./join-by-code";
export { groupLiveRoutes } from "./live";
export { followGroupInto, joinGroup, publishRoundJoins, type GroupJoin } from "./membership";
export { OPEN_BATCH, openDueRounds } from "./opening-due";
export {
  leaveGroupsForDeletion,
  moveGroupMemberships,
  outlivesAccount,
  type LeftGroups,
} from "./people";
export { groupRoutes } from "./routes";
export { scheduleRoutes } from "./schedule-routes";
export {
  closingFor,
  nextOpening,
  scheduleOf,
  scheduleRow,
  type ScheduleRow,
  type WeeklySchedule,
} from "./schedule";
