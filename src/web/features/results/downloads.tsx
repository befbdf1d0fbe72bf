import { ChevronDown, Download, FileJson, FileSpreadsheet } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Button, buttonVariants } from "../../components/ui/button";
import { MenuContent, menuItemClass } from "../../components/ui/menu";
import { huddle } from "../../lib/client";
import { cn } from "../../lib/cn";
import { t } from "i18next";

// Plain links: same-origin GETs that carry the session cookie, answered as attachments, so the
// browser saves the file itself (no script reads it into memory first).
const FILES = [
  { format: "csv", label: () => t("results.downloadCsv"), Icon: FileSpreadsheet },
  { format: "json", label: () => t("results.downloadJson"), Icon: FileJson },
] as const;

// Times in the file are on this browser's clock (the server writes them with their offset).
const exportUrl = (eventId: string, format: "csv" | "json") =>
  huddle.api.events[":id"][`export.${format}`].$path({
    param: { id: encodeURIComponent(eventId) },
    query: { tz: Intl.DateTimeFormat().resolvedOptions().timeZone },
  });

/** "Download CSV" and "Download JSON", as buttons side by side (the result view). */
export function DownloadLinks({ eventId }: { eventId: string }) {
  return <FileLinks urlOf={(format) => exportUrl(eventId, format)} />;
}

/** The two files' buttons for any download (an event's, a group's). */
export function FileLinks({ urlOf }: { urlOf: (format: "csv" | "json") => string }) {
  return FILES.map(({ format, label, Icon }) => (
    <a
      key={format}
      href={urlOf(format)}
      download
      className={buttonVariants({ variant: "outline", size: "sm" })}
    >
      <Icon aria-hidden />
      {label()}
    </a>
  ));
}

/** "Download" and a menu of the two files (the event header, while the event is open). */
export function DownloadMenu({ eventId }: { eventId: string }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline">
          <Download aria-hidden />
          {t("results.download")}
          <ChevronDown aria-hidden className="-mr-1 text-muted-foreground" />
        </Button>
      </DropdownMenu.Trigger>
      <MenuContent>
        {FILES.map(({ format, label, Icon }) => (
          <DropdownMenu.Item
            key={format}
            asChild
            className={cn(menuItemClass, "[&_svg]:text-slate-500")}
          >
            <a href={exportUrl(eventId, format)} download>
              <Icon aria-hidden />
              {label()}
            </a>
          </DropdownMenu.Item>
        ))}
      </MenuContent>
    </DropdownMenu.Root>
  );
}
