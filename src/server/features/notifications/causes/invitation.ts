// An email invitation, in the language and time zone of the address's account, or else the
// inviter's; greeting the account's name when the address has one.
import { sql } from "drizzle-orm";
import type { Language } from "../../../../shared/core/languages";
import { selectRows, type Executor } from "../../../db/connection";
import type { InvitationMailInput } from "../../../mail/invitation-mail";
import { deliver } from "../channels";
import { wants, type NoticeContext } from "../facts";
import { mailKindOf } from "../kinds";

export type InvitationInput = Omit<
  InvitationMailInput,
  "unsubscribe" | "language" | "timeZone" | "name"
> & { inviterId: string };

/** False when the address turned invitations off (nothing written). */
export async function invitation(
  db: Executor,
  ctx: NoticeContext,
  { inviterId, ...input }: InvitationInput,
): Promise<boolean> {
  const [row] = await selectRows<{
    wanted: boolean;
    name: string | null;
    language: Language | null;
    time_zone: string | null;
  }>(
    db,
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
