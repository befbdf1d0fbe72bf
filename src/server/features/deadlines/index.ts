// The deadlines feature's face: what other folders of the server use of it.
export { createScheduler } from "./scheduler";
