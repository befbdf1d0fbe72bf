// What other folders may use of winner: the rest of the folder is its own.
export { LeadLine } from "./lead-line";
export { standingOf, type Standing } from "./standing";
export { WinnerStrip } from "./winner-strip";
