// Fuzzing the routes of events, members, invitations, the profile and the public ones (see
// tests/fuzz/): no 5xx, every error in the one shape, nothing changed by a refused request.
import { fuzzRoutes } from "../fuzz/suite";

fuzzRoutes("events", (route) => !route.includes("/links"));
