// The members feature's face: what other folders of the server use of it.
export { memberRoutes } from "./routes";
