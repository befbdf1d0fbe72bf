import { BellRing, Clock } from "lucide-react";
import type { EventSummary, Turnout } from "../../../shared/api";
import { Button } from "../../components/ui/button";
import { formatTimeOfDay } from "../../lib/dates";
import { useNow } from "../deadlines";
import { useRemind } from "./use-turnout";
import { t } from "i18next";

/** While the last reminder is under 12 hours old, when the next may be sent. */
function useNextReminder(turnout: Turnout) {
  const now = useNow(60_000);
  const next = turnout.nextReminderAt;
  return { now, next: next !== null && Date.parse(next) > now ? next : null };
}

/** The creator's "Remind the others": an email to each member who has not voted, at most once
 * in 12 hours (disabled until then: NextReminder says when). */
export function RemindButton({ event, turnout }: { event: EventSummary; turnout: Turnout }) {
  const remind = useRemind(event.id);
  const { next } = useNextReminder(turnout);
  // The creator is not reminded of their own event.
  const others = turnout.notVoted.filter((person) => person.id !== event.creatorId).length;

  return (
    <Button
      variant="outline"
      size="sm"
      disabled={remind.isPending || next !== null || others === 0}
      onClick={() => remind.mutate()}
    >
      <BellRing aria-hidden />
      {remind.isPending ? t("reminders.sending") : t("reminders.remind")}
    </Button>
  );
}

/** "You can remind them again at 7:40 PM", while that is still ahead, and only when voting is
 * still open then: a next reminder after the deadline will never be (decision 208). */
export function NextReminder({ turnout, deadline }: { turnout: Turnout; deadline: string | null }) {
  const { now, next } = useNextReminder(turnout);
  if (!next || (deadline !== null && Date.parse(next) >= Date.parse(deadline))) return null;
  return (
    <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
      <Clock aria-hidden className="size-3.5" />
      {t("reminders.again", { time: formatTimeOfDay(next, now) })}
    </p>
  );
}
