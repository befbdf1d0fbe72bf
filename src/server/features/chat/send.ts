// One try of one chat message; never throws: failures are recorded tries, never a 500.
import { type GuardOptions, type OutboundResult, guardedPost } from "../previews";
import { chatRequest } from "./formats";
import type { ChatPayload } from "./payload";
import { unseal } from "./sealed";

export async function sendChat(
  secret: string,
  sealed: string,
  payload: () => ChatPayload,
  attempt: { id: string; now: Date },
  options: GuardOptions,
): Promise<OutboundResult> {
  try {
    return await guardedPost(chatRequest(unseal(secret, sealed), payload(), attempt), options);
  } catch (error) {
    return {
      ok: false,
      status: null,
      durationMs: 0,
      answer: "",
      error: `not sent: ${String((error as Error)?.message ?? error).slice(0, 180)}`,
      failure: "notSent",
    };
  }
}
