// Fuzzing the account's own routes (see tests/fuzz/): deleting the account with a mutated
// confirmation (the valid body is a wrong one, so no case deletes the cast the world needs),
// what deleting would remove, and the data download. No 5xx, every error in the one shape,
// nothing changed by a refused request.
import { fuzzRoutes } from "../fuzz/suite";
import { ACCOUNT_ROUTES } from "../fuzz/route-groups";

fuzzRoutes("account", (route) => ACCOUNT_ROUTES.test(route));
