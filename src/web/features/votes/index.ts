// What other folders may use of votes: the rest of the folder is its own.
export { ShortlistTab } from "./shortlist-tab";
