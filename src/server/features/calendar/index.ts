// The calendar feature's face: what other folders of the server use of it.
export { calendarRoutes } from "./routes";
