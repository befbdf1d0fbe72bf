// Fuzzing the routes of deadlines' neighbours (see tests/fuzz/): turnout and reminders, the
// result link, the public result, downloads, notification settings and unsubscribing. No 5xx,
// every error in the one shape, nothing changed by a refused request.
import { fuzzRoutes } from "../fuzz/suite";
import { RESULT_ROUTES } from "../fuzz/route-groups";

fuzzRoutes("results and notifications", (route) => RESULT_ROUTES.test(route));
