// "Add to calendar" beside an open event's deadline (decision 228): the .ics file (the server's,
// for Apple Calendar, Thunderbird and any other app), or Google Calendar's or Outlook.com's own
// "new event" page filled in. The three say the same moment: shared/calendar.ts makes the times.
import { CalendarPlus, ChevronDown, Download, ExternalLink } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Button } from "../../components/ui/button";
import { MenuContent, menuItemClass } from "../../components/ui/menu";
import { huddle } from "../../lib/client";
import { cn } from "../../lib/cn";
import { deadlineEntry, googleCalendarUrl, outlookCalendarUrl } from "../../../shared/calendar";
import { t } from "i18next";

const icsUrl = (eventId: string) =>
  huddle.api.events[":id"]["calendar.ics"].$path({ param: { id: encodeURIComponent(eventId) } });

export function AddToCalendarMenu({ event }: { event: CalendarEvent }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline" size="sm" className="h-7 rounded-full px-2.5 text-xs">
          <CalendarPlus aria-hidden className="size-3.5" />
          {t("calendar.add")}
          <ChevronDown aria-hidden className="-mr-1 size-3.5 text-muted-foreground" />
        </Button>
      </DropdownMenu.Trigger>
      <MenuContent>
        <Choices event={event} />
      </MenuContent>
    </DropdownMenu.Root>
  );
}

type CalendarEvent = { id: string; title: string; deadline: string };

/** Drawn only when the menu opens (never by the server's first paint, which has no window). */
function Choices({ event }: { event: CalendarEvent }) {
  const address = `${window.location.origin}/event/${event.id}`;
  const entry = {
    title: t("calendar.file.deadline", { title: event.title }),
    details: `${t("calendar.file.deadlineText", { title: event.title })}\n${address}`,
    ...deadlineEntry(event.deadline),
  };
  const item = cn(menuItemClass, "[&_svg]:text-slate-500");
  return (
    <>
      <DropdownMenu.Item asChild className={item}>
        <a href={icsUrl(event.id)} download>
          <Download aria-hidden />
          {t("calendar.ics")}
        </a>
      </DropdownMenu.Item>
      <DropdownMenu.Item asChild className={item}>
        <a href={googleCalendarUrl(entry)} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden />
          {t("calendar.google")}
        </a>
      </DropdownMenu.Item>
      <DropdownMenu.Item asChild className={item}>
        <a href={outlookCalendarUrl(entry)} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden />
          {t("calendar.outlook")}
        </a>
      </DropdownMenu.Item>
    </>
  );
}
