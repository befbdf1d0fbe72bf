// The comments feature's face: what other folders of the server use of it.
export { commentRoutes } from "./routes";
