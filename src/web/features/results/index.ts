// What other folders may use of results: the rest of the folder is its own.
export { DownloadMenu, FileLinks } from "./downloads";
export { tookPartLine } from "./ranking";
export { ResultView } from "./result-view";
export { SkippedNote } from "./skipped-note";
