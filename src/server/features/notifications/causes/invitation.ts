// An email invitation, in the account's language and zone, else the inviter's.
import { z } from "zod";
import { languageColumn } from "../../../db/rows";
import { sql } from "drizzle-orm";
import { selectRows, type Executor } from "../../../db/connection";
import type { InvitationMailInput } from "../emails/invitation-mail";
import { deliver } from "../channels";
import { wants, type NoticeContext } from "../facts";
import { mailKindOf } from "../kinds";

export type InvitationInput = Omit<
  InvitationMailInput,
  "unsubscribe" | "language" | "timeZone" | "name"
> & { inviterId: string };

const inviteeRow = z.object({
  wanted: z.boolean(),
  name: z.string().nullable(),
  language: languageColumn,
  time_zone: z.string().nullable(),
});
/** False when the address turned invitations off (nothing written). */
export async function invitation(
  db: Executor,
  ctx: NoticeContext,
  { inviterId, ...input }: InvitationInput,
): Promise<boolean> {
  const [row] = await selectRows(
    db,
    inviteeRow,
    sql`with invitee as (
          select name, language, time_zone from "user"
          where email = lower(${input.to}) and not is_anonymous),
        inviter as (select language, time_zone from "user" where id = ${inviterId})
        select ${wants(sql`${input.to}`, mailKindOf.invitation)} as wanted,
          (select name from invitee) as name,
          coalesce((select language from invitee), (select language from inviter)) as language,
          coalesce((select time_zone from invitee), (select time_zone from inviter))
            as time_zone`,
  );
  if (!row?.wanted) return false;
  await deliver(db, ctx, "invitation", {
    mail: { ...input, name: row.name, language: row.language, timeZone: row.time_zone },
  });
  return true;
}
