// "The event has closed: the winner is …", with the ranking, to every member of each event.
import type { Executor } from "../../../db/connection";
import { deliver } from "../channels";
import { closedResultsOf } from "../closed-results";
import { idList, recipients, type EventNamed, type NoticeContext } from "../facts";
import { mailKindOf } from "../kinds";

export async function closed(db: Executor, ctx: NoticeContext, events: EventNamed[]) {
  const ids = events.map((e) => e.id);
  if (ids.length === 0) return;
  const results = await closedResultsOf(db, idList(ids));
  const to = await recipients(db, ids, mailKindOf.closed);
  await deliver(db, ctx, "closed", { events, results, recipients: to });
}
