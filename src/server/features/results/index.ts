// The results feature's face: what other folders of the server use of it.
export { toCsv } from "./csv";
export {
  exportedLinkColumns,
  exportedLinkRow,
  toExportedLinks,
  type ExportedLink,
  type ExportedLinkRow,
} from "./exported-links";
export { fileName } from "./file-name";
export { localTime, timeZoneParam, timeZoneQuery } from "./local-time";
export { findResult } from "./queries";
export { resultRoutes } from "./routes";
