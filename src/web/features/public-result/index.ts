// What other folders may use of public-result: the rest of the folder is its own.
export { ResultView } from "./result-view";
export { isGone, usePublicResult } from "./use-public-result";
