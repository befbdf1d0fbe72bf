// The reminders feature's face: what other folders of the server use of it.
export { reminderRoutes } from "./routes";
