// Fuzzing the routes of standing groups (decision 226; see tests/fuzz/): no 5xx, every error in
// the one shape, nothing changed by a refused request.
import { fuzzRoutes } from "../fuzz/suite";
import { GROUP_ROUTES } from "../fuzz/route-groups";

fuzzRoutes("groups", (route) => GROUP_ROUTES.test(route));
