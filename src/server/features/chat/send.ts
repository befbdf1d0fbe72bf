// One try of one chat message (decision 229), for the worker and the test message alike: the
// destination unsealed, the request written in the chat's format and sent through the guard.
// It never throws: whatever goes wrong before an answer (a destination sealed under another
// secret, a payload no format can write, a request Node will not make) is a failed try, recorded
// as any other, so the test message answers it and the worker retries it, never a 500.
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
