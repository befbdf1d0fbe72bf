// "Add the schedule to calendar" on the group page (decision 228): the group's weekly openings
// and closings as recurring entries on the group's clock, from the server's .ics file.
import { CalendarPlus } from "lucide-react";
import { buttonVariants } from "../../components/ui/button";
import { huddle } from "../../lib/client";
import { t } from "i18next";

export function ScheduleCalendarLink({ groupId }: { groupId: string }) {
  const href = huddle.api.groups[":groupId"]["calendar.ics"].$path({
    param: { groupId: encodeURIComponent(groupId) },
  });
  return (
    <a href={href} download className={buttonVariants({ variant: "outline", size: "sm" })}>
      <CalendarPlus aria-hidden />
      {t("calendar.addSchedule")}
    </a>
  );
}
