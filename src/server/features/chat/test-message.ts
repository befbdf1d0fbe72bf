// "Send a test message": sent now, through the guard, with the chat's answer shown and recorded.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { ChatTestResult } from "../../../shared/responses";
import { isLanguage } from "../../../shared/core/languages";
import type { Config } from "../../kernel/config";
import { selectRows, type Db } from "../../db/connection";
import { recordAttempt } from "./attempts";
import { chatFactsOf } from "./enqueue";
import type { ChatOwner } from "./owner";
import { groupTestPayload, testPayload } from "./payload";
import { sendChat } from "./send";
import { sealedDestinationOf } from "./targets";
import { z } from "zod";

const groupNameRow = z.object({ name: z.string(), language: z.string().nullable() });

/** A test message, about the event or the group, in the chat's language. */
async function testPayloadOf(db: Db, publicUrl: string, owner: ChatOwner) {
  if (owner.kind === "event")
    return testPayload((await chatFactsOf(db, publicUrl, [owner.id], null)).get(owner.id)!);
  const [group] = await selectRows(
    db,
    groupNameRow,
    sql`select g.name, u.language from groups g join "user" u on u.id = g.creator_id
        where g.id = ${owner.id}`,
  );
  return groupTestPayload({
    id: owner.id,
    name: group!.name,
    url: `${publicUrl}/groups/${owner.id}`,
    language: isLanguage(group!.language) ? group!.language : "en",
  });
}

export async function sendTestMessage(
  db: Db,
  config: Config,
  secret: string,
  owner: ChatOwner,
  chatId: string,
): Promise<ChatTestResult> {
  const sealed = await sealedDestinationOf(db, owner, chatId);
  const payload = await testPayloadOf(db, config.publicUrl, owner);
  const result = await sendChat(
    secret,
    sealed,
    () => payload,
    // Never repeated: a new id each time (Matrix would drop a second test with the same one).
    { id: `test_${randomBytes(12).toString("base64url")}`, now: new Date() },
    { testLoopbackPort: config.chat.testLoopbackPort },
  );
  await db.transaction((tx) => recordAttempt(tx, chatId, "test", result));
  return {
    ok: result.ok,
    status: result.status,
    durationMs: result.durationMs,
    answer: result.answer,
    error: result.error,
    failure: result.failure,
  };
}
