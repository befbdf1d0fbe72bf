import type { EventSummary } from "../../../shared/api";
import { MemberCount } from "../../components/member-count";
import { linksShared } from "../../lib/counts";
import { t } from "i18next";

/** "Event": one radio per open event, most recent first; the chosen one is lit. Native radios in
 * a fieldset: arrow keys move between them and a screen reader names the group. */
export function EventChoice({
  events,
  value,
  onChange,
}: {
  events: EventSummary[];
  value: string;
  onChange: (eventId: string) => void;
}) {
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-1.5 text-sm font-medium">{t("share.event")}</legend>
      {events.map((event) => (
        <label
          key={event.id}
          className="flex cursor-pointer items-start gap-3 rounded-xl border border-border px-3 py-2.5 transition-colors hover:border-indigo-200 has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
        >
          <input
            type="radio"
            name="share-event"
            value={event.id}
            checked={event.id === value}
            onChange={() => onChange(event.id)}
            className="mt-1 size-4 shrink-0 accent-primary focus-visible:outline-none"
          />
          <span className="grid min-w-0 gap-0.5">
            <span className="font-medium leading-snug [overflow-wrap:anywhere]">{event.title}</span>
            <span className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
              <MemberCount count={event.memberCount} iconClassName="size-3.5" />
              <span>{linksShared(event.linkCount)}</span>
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
