import { useId, useMemo, useReducer, useRef } from "react";
import { ListChecks } from "lucide-react";
import type { EventPage } from "../../../shared/api";
import { cn } from "../../lib/cn";
import { useSession } from "../auth";
import { EventControls } from "../closing";
import { LazyPushOffer } from "../push";
import { TurnoutPanel } from "../reminders";
import { currentWinner, dotsLeft } from "../../lib/vote-counts";
import { ShortlistItem } from "./shortlist-item";
import {
  chooseOrder,
  chosenOrder,
  orderShortlist,
  ordersFor,
  type ShortlistOrder,
} from "./shortlist-order";
import { tiesWith } from "./ties";
import { Select } from "../../components/ui/select";
import { Label } from "../../components/ui/label";
import { VotingNotes } from "./voting-notes";
import { t } from "i18next";

/**
 * The Shortlist & Voting tab. While the event is open the winner is worked out live from the
 * page (the same rule the server records on closing), for a member who may see results; once
 * closed, it is the recorded one. While open, the turnout says who has voted (and lets the
 * creator remind the others).
 */
export function ShortlistTab({ page }: { page: EventPage }) {
  const { event } = page;
  const closed = event.status === "completed";
  const shortlisted = page.links.filter((link) => link.inShortlist);
  const winnerId = closed ? event.winnerLinkId : (currentWinner(page)?.id ?? null);
  const tieOf = tiesWith(page, winnerId);
  const left = dotsLeft(page);
  // The order follows what the member may see (score once they may see results) until they
  // choose one; the choice is kept outside this tab, so this only draws it again.
  const [, chose] = useReducer((n: number) => n + 1, 0);
  const order = chosenOrder(event.id, page.seesResults);
  const orders = ordersFor(page.seesResults);
  const shown = orderShortlist(shortlisted, order, event.method);
  const sortId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const myId = useSession().user?.id;
  const can = useMemo(
    () => ({ myId, isCreator: event.isCreator, closed }),
    [myId, event.isCreator, closed],
  );

  return (
    <div
      className={cn(
        // One column that may be narrower than its widest word (decision 223: 320 px).
        "grid grid-cols-1 items-start gap-6",
        // The creator's controls sit beside the list on wide screens; without them the list spans.
        event.isCreator ? "lg:grid-cols-[minmax(0,1fr)_20rem]" : "max-w-3xl",
      )}
    >
      <section aria-labelledby="shortlist-heading" className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          {/* Focusable from script only: where focus goes when the push offer is hidden. */}
          <h2
            ref={heading}
            id="shortlist-heading"
            tabIndex={-1}
            className="flex items-baseline gap-2 text-lg font-semibold tracking-tight outline-none"
          >
            {t("votes.shortlist")}{" "}
            <span className="text-sm font-normal text-muted-foreground">
              ({shortlisted.length})
            </span>
          </h2>
          {shortlisted.length > 1 && (
            <div className="flex items-center gap-2">
              <Label htmlFor={sortId} className="whitespace-nowrap text-muted-foreground">
                {t("votes.sort.label")}
              </Label>
              <Select
                id={sortId}
                className="w-40"
                value={order}
                onChange={(e) => {
                  const next = e.target.value as ShortlistOrder;
                  chooseOrder(event.id, next);
                  chose();
                }}
              >
                {orders.map((o) => (
                  <option key={o} value={o}>
                    {t(`votes.sort.${o}`)}
                  </option>
                ))}
              </Select>
            </div>
          )}
        </div>
        <VotingNotes page={page} dotsLeft={left} />
        {!closed && <TurnoutPanel event={event} />}
        {!closed && <LazyPushOffer afterHide={() => heading.current?.focus()} />}
        {shortlisted.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border bg-surface px-6 py-12 text-center">
            <ListChecks aria-hidden className="size-8 text-slate-400" />
            <p className="font-medium">{t("votes.emptyTitle")}</p>
            <p className="max-w-sm text-sm text-muted-foreground">{t("votes.emptyText")}</p>
          </div>
        ) : (
          <ul className="grid gap-3">
            {shown.map((link) => (
              <li key={link.id}>
                <ShortlistItem
                  eventId={event.id}
                  link={link}
                  method={event.method}
                  members={page.members}
                  dotsLeft={left}
                  isWinner={link.id === winnerId}
                  tie={tieOf(link)}
                  can={can}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {event.isCreator && (
        <aside aria-label={t("votes.controls")} className="lg:sticky lg:top-6">
          <EventControls page={page} />
        </aside>
      )}
    </div>
  );
}
