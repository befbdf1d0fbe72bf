// Fuzzing the routes of events, members, invitations, the profile and the public ones (see
// tests/fuzz/): no 5xx, every error in the one shape, nothing changed by a refused request.
import { fuzzRoutes } from "../fuzz/suite";
import { ACCOUNT_ROUTES, GROUP_ROUTES, RESULT_ROUTES } from "../fuzz/route-groups";

fuzzRoutes(
  "events",
  (route) =>
    !route.includes("/links") &&
    !RESULT_ROUTES.test(route) &&
    !ACCOUNT_ROUTES.test(route) &&
    !GROUP_ROUTES.test(route),
);
