// A chat's newest tries; each try prunes older ones, so the table stays bounded.
import { sql } from "drizzle-orm";
import { CHAT_ATTEMPTS_SHOWN } from "../../../shared/core/chat";
import type { Executor } from "../../db/connection";
import type { OutboundResult } from "../previews";

export async function recordAttempt(
  tx: Executor,
  targetId: string,
  message: string,
  result: OutboundResult,
) {
  await tx.execute(sql`
    insert into chat_attempts (target_id, message, status, ok, duration_ms, error, failure)
    values (${targetId}, ${message}, ${result.status}, ${result.ok}, ${result.durationMs},
      ${result.error === null ? null : result.error.slice(0, 200)}, ${result.failure})`);
  await tx.execute(sql`
    delete from chat_attempts where target_id = ${targetId} and id not in
      (select id from chat_attempts where target_id = ${targetId}
        order by at desc, id desc limit ${CHAT_ATTEMPTS_SHOWN})`);
}
