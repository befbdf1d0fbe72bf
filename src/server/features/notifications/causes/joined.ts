// "Ada, Ben and 2 others joined your event", to each event's creator (or its group's).
import { z } from "zod";
import { sql } from "drizzle-orm";
import { selectRows, type Executor } from "../../../db/connection";
import { deliver } from "../channels";
import type { Join, NoticeContext } from "../facts";
import { mailKindOf } from "../kinds";

const emailRow = z.object({ email: z.string() });
export async function joined(db: Executor, ctx: NoticeContext, joins: Join[]) {
  if (joins.length === 0) return;
  const emails = [...new Set(joins.map((j) => j.creatorEmail.toLowerCase()))];
  const optedOut = await selectRows(
    db,
    emailRow,
    sql`select email from mail_opt_outs where kind = ${mailKindOf.joined} and email in (${sql.join(
      emails.map((e) => sql`${e}`),
      sql`, `,
    )})`,
  );
  const off = new Set(optedOut.map((o) => o.email));
  const mailed = joins.filter((j) => !off.has(j.creatorEmail.toLowerCase()));
  await deliver(db, ctx, "joined", { joins, mailed });
}
