import { ChevronDown, Download, FileJson, FileSpreadsheet } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Button, buttonVariants } from "../../components/ui/button";

// Plain links: same-origin GETs that carry the session cookie, answered as attachments, so the
// browser saves the file itself (no script reads it into memory first).
const exportUrl = (eventId: string, format: "csv" | "json") =>
  `/api/events/${encodeURIComponent(eventId)}/export.${format}`;

/** "Download CSV" and "Download JSON", as buttons side by side (the result view). */
export function DownloadLinks({ eventId }: { eventId: string }) {
  return (
    <>
      <a
        href={exportUrl(eventId, "csv")}
        download
        className={buttonVariants({ variant: "outline", size: "sm" })}
      >
        <FileSpreadsheet aria-hidden />
        Download CSV
      </a>
      <a
        href={exportUrl(eventId, "json")}
        download
        className={buttonVariants({ variant: "outline", size: "sm" })}
      >
        <FileJson aria-hidden />
        Download JSON
      </a>
    </>
  );
}

const itemClass =
  "flex cursor-pointer select-none items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none data-[highlighted]:bg-muted [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-slate-500";

/** "Download" and a menu of the two files (the event header, while the event is open). */
export function DownloadMenu({ eventId }: { eventId: string }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline">
          <Download aria-hidden />
          Download
          <ChevronDown aria-hidden className="-mr-1 text-muted-foreground" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-xl border border-border bg-surface p-1 shadow-lg motion-safe:data-[state=open]:animate-dialog-in"
        >
          <DropdownMenu.Item asChild className={itemClass}>
            <a href={exportUrl(eventId, "csv")} download>
              <FileSpreadsheet aria-hidden />
              Download CSV
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <a href={exportUrl(eventId, "json")} download>
              <FileJson aria-hidden />
              Download JSON
            </a>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
