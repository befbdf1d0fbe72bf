import { useId, useState } from "react";
import { ChevronDown, Vote } from "lucide-react";
import type { EventSummary, Turnout } from "../../../shared/api";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { NextReminder, RemindButton } from "./remind-button";
import { useTurnout } from "./use-turnout";
import { t } from "i18next";

/** "2 of 5 members have voted", who has not (on request: names only, never who voted what),
 * and, for the creator, "Remind the others". */
export function TurnoutPanel({ event }: { event: EventSummary }) {
  const turnout = useTurnout(event.id, event.version);
  return (
    <section
      aria-label={t("reminders.turnout")}
      className="mb-4 rounded-xl border border-border bg-surface p-4 shadow-xs"
    >
      {turnout.data ? (
        <TurnoutDetails event={event} turnout={turnout.data} />
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Vote aria-hidden className="size-4" />
          {turnout.isError ? t("reminders.countFailed") : t("reminders.counting")}
        </p>
      )}
    </section>
  );
}

export const votedLine = ({ votedCount, memberCount }: Turnout) =>
  votedCount === 1
    ? t("reminders.votedSingle", { count: memberCount })
    : t("reminders.voted", { voted: votedCount, count: memberCount });

function TurnoutDetails({ event, turnout }: { event: EventSummary; turnout: Turnout }) {
  const [showNames, setShowNames] = useState(false);
  const namesId = useId();
  const share = turnout.memberCount ? turnout.votedCount / turnout.memberCount : 0;
  const waiting = turnout.notVoted.length;

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="flex items-center gap-2 text-sm font-medium">
          <Vote aria-hidden className="size-4 text-primary" />
          {votedLine(turnout)}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {waiting > 0 && (
            <Button
              variant="ghost"
              size="sm"
              className="px-2"
              aria-expanded={showNames}
              aria-controls={namesId}
              onClick={() => setShowNames((shown) => !shown)}
            >
              {showNames ? t("reminders.hideNames") : t("reminders.showNames")}
              <ChevronDown
                aria-hidden
                className={cn("transition-transform", showNames && "rotate-180")}
              />
            </Button>
          )}
          {event.isCreator && <RemindButton event={event} turnout={turnout} />}
        </div>
      </div>
      <div aria-hidden className="h-1.5 overflow-hidden rounded-full bg-muted">
        <div
          className="h-full rounded-full bg-primary transition-[width]"
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </div>
      {event.isCreator && <NextReminder turnout={turnout} deadline={event.deadline} />}
      <div id={namesId} hidden={!showNames || waiting === 0}>
        <p className="mb-2 text-xs font-medium text-muted-foreground">{t("reminders.notVoted")}</p>
        <ul className="flex flex-wrap gap-1.5">
          {turnout.notVoted.map((person) => (
            <li
              key={person.id}
              className="max-w-full rounded-full bg-muted px-2.5 py-0.5 text-sm text-slate-700 [overflow-wrap:anywhere]"
            >
              {person.name}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
