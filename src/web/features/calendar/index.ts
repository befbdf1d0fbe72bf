// What other folders may use of calendar: the rest of the folder is its own.
export { AddToCalendarMenu } from "./add-to-calendar-menu";
export { CalendarFeedCard } from "./calendar-feed-card";
export { ScheduleCalendarLink } from "./schedule-calendar-link";
