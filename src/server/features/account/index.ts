// The account feature's face: what other folders of the server use of it.
export { accountRoutes } from "./routes";
