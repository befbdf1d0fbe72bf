// "Send a test message" (decision 229): sent now, through the guard, about the event (a group's
// chat: its newest round, or the group itself before its first), and the chat's answer shown:
// its status, how long it took, the start of its body. Recorded with the other tries.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { ChatTestResult } from "../../../shared/responses";
import { languages, type Language } from "../../../shared/i18n/languages";
import type { Config } from "../../config";
import { selectRows, type Db } from "../../db/connection";
import { guardedPost } from "../previews/guarded-post";
import { recordAttempt } from "./attempts";
import { chatFactsOf } from "./enqueue";
import { chatRequest } from "./formats";
import type { ChatOwner } from "./owner";
import { testPayload, type ChatEventFacts } from "./payload";
import { destinationFor } from "./targets";

/** What a test message is about. */
async function aboutWhat(db: Db, publicUrl: string, owner: ChatOwner): Promise<ChatEventFacts> {
  if (owner.kind === "event")
    return (await chatFactsOf(db, publicUrl, [owner.id], null)).get(owner.id)!;
  const [group] = await selectRows<{
    round_id: string | null;
    name: string;
    time_zone: string | null;
    language: string | null;
  }>(
    db,
    sql`select (select e.id from events e where e.group_id = g.id
                 order by e.round_number desc nulls last, e.created_at desc limit 1) as round_id,
               g.name, g.time_zone, u.language
        from groups g join "user" u on u.id = g.creator_id where g.id = ${owner.id}`,
  );
  if (group!.round_id)
    return (await chatFactsOf(db, publicUrl, [group!.round_id], null)).get(group!.round_id)!;
  return {
    id: owner.id,
    title: group!.name,
    url: `${publicUrl}/groups/${owner.id}`,
    language: (languages as readonly string[]).includes(group!.language ?? "")
      ? (group!.language as Language)
      : "en",
    group: { id: owner.id, name: group!.name },
    timeZone: group!.time_zone,
  };
}

export async function sendTestMessage(
  db: Db,
  config: Config,
  secret: string,
  owner: ChatOwner,
  chatId: string,
): Promise<ChatTestResult> {
  const destination = await destinationFor(db, secret, owner, chatId);
  const about = await aboutWhat(db, config.publicUrl, owner);
  const request = chatRequest(destination, testPayload(about), {
    // Never repeated: a new id each time (Matrix would drop a second test with the same one).
    id: `test_${randomBytes(12).toString("base64url")}`,
    now: new Date(),
  });
  const result = await guardedPost(request, { testLoopbackPort: config.chat.testLoopbackPort });
  await db.transaction((tx) => recordAttempt(tx, chatId, "test", result));
  return {
    ok: result.ok,
    status: result.status,
    durationMs: result.durationMs,
    answer: result.answer,
    error: result.error,
  };
}
