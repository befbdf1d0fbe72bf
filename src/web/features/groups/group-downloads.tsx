import { huddle } from "../../lib/client";
import { FileLinks } from "../results";

// Every round with its winner and its links' counts (decision 226), on this browser's clock.
const groupExportUrl = (groupId: string, format: "csv" | "json") =>
  huddle.api.groups[":groupId"][`export.${format}`].$path({
    param: { groupId: encodeURIComponent(groupId) },
    query: { tz: Intl.DateTimeFormat().resolvedOptions().timeZone },
  });

/** "Download CSV" and "Download JSON" of the whole group, under its timeline. */
export function GroupDownloads({ groupId }: { groupId: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <FileLinks urlOf={(format) => groupExportUrl(groupId, format)} />
    </div>
  );
}
