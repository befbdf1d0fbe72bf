// The generic webhook, signed as the Standard Webhooks specification says (standardwebhooks.com):
// the body is the content in the specification's recommended envelope (shared/chat-webhook.ts);
// `webhook-id` is the outbox row's message id, the same on every attempt, so a receiver drops a
// repeat by it; `webhook-timestamp` is the attempt's time, which a receiver checks is recent (the
// library allows five minutes), so a captured request cannot be replayed later; the signature,
// made by the specification's own library, is HMAC-SHA256 of "id.timestamp.body" with the secret.
import { Webhook } from "standardwebhooks";
import type { ChatWebhookBody } from "../../../../shared/chat-webhook";
import type { ChatPayload } from "../payload";

export const webhookBody = (payload: ChatPayload): ChatWebhookBody => ({
  type: payload.type,
  timestamp: payload.occurredAt,
  data: payload,
});

/** The secrets a webhook's message sent at `now` is signed with: its own, and the one it had
 * before it was rolled until that one's day is over. */
export function signingSecrets(
  to: { signingSecret: string; rolledSecret?: { secret: string; until: string } },
  now: Date,
): string[] {
  const rolled = to.rolledSecret;
  return rolled && now.getTime() < Date.parse(rolled.until)
    ? [to.signingSecret, rolled.secret]
    : [to.signingSecret];
}

/** The three Standard Webhooks headers for `body`, signed with each of `secrets` ("whsec_…"):
 * the specification's signature header holds several, space-delimited, so that a receiver still
 * verifies with a secret that was just rolled (one match is enough). */
export function webhookHeaders(
  secrets: readonly string[],
  attempt: { id: string; now: Date },
  body: string,
) {
  return {
    "webhook-id": attempt.id,
    "webhook-timestamp": String(Math.floor(attempt.now.getTime() / 1000)),
    "webhook-signature": secrets
      .map((secret) => new Webhook(secret).sign(attempt.id, attempt.now, body))
      .join(" "),
  };
}
