// The creator's reminder, to each member but the sender who has not voted.
import { z } from "zod";
import { sql } from "drizzle-orm";
import { selectRows, type Executor } from "../../../db/connection";
import { membershipsOf } from "../../../kernel/access";
import { deliver } from "../channels";
import { hasVoted, recipients, type CauseFacts, type NoticeContext } from "../facts";
import { mailKindOf } from "../kinds";

/** Answers how many have not voted and how many emails were written. */

const waitingRow = z.object({ waiting: z.number() });
export async function reminder(
  db: Executor,
  ctx: NoticeContext,
  event: CauseFacts["reminder"]["event"],
  senderId: string,
) {
  const [counted] = await selectRows(
    db,
    waitingRow,
    sql`select count(*)::int as waiting from ${membershipsOf(event.id)}
          and m.user_id <> ${senderId} and not ${hasVoted}`,
  );
  const audience = sql`m.user_id <> ${senderId} and not ${hasVoted}`;
  const to = await recipients(db, [event.id], mailKindOf.reminder, audience);
  await deliver(db, ctx, "reminder", { event, audience, recipients: to });
  return { waiting: counted?.waiting ?? 0, reminded: to.length };
}
