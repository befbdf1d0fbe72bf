// Fuzzing the routes of comments on links (see tests/fuzz/; decision 217): no 5xx, every error in
// the one shape, nothing changed by a refused request.
import { fuzzRoutes } from "../fuzz/suite";

fuzzRoutes("comments", (route) => route.includes("/comments"));
