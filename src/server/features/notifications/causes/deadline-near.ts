// "The deadline is near", to each member of each event who has not voted.
import { sql } from "drizzle-orm";
import type { Executor } from "../../../db/connection";
import { deliver } from "../channels";
import { hasVoted, recipients, type CauseFacts, type NoticeContext } from "../facts";
import { mailKindOf } from "../kinds";

export async function deadlineNear(
  db: Executor,
  ctx: NoticeContext,
  events: CauseFacts["deadlineNear"]["events"],
) {
  const audience = sql`not ${hasVoted}`;
  const to = await recipients(
    db,
    events.map((e) => e.id),
    mailKindOf.deadlineNear,
    audience,
  );
  await deliver(db, ctx, "deadlineNear", { events, audience, recipients: to });
}
