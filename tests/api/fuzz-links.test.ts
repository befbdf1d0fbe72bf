// Fuzzing the routes of links, the shortlist and votes (see tests/fuzz/): no 5xx, every error in
// the one shape, nothing changed by a refused request.
import { fuzzRoutes } from "../fuzz/suite";

fuzzRoutes("links", (route) => route.includes("/links") && !route.includes("/comments"));
