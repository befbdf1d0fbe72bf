// Standard Webhooks: stable `webhook-id` drops repeats, `webhook-timestamp` refuses replays.
import { Webhook } from "standardwebhooks";
import type { ChatWebhookBody } from "../../../../shared/chat-webhook";
import type { ChatPayload } from "../payload";

export const webhookBody = (payload: ChatPayload): ChatWebhookBody => ({
  type: payload.type,
  timestamp: payload.occurredAt,
  data: payload,
});

/** The secrets a message at `now` is signed with: its own, and the rolled one for a day. */
export function signingSecrets(
  to: { signingSecret: string; rolledSecret?: { secret: string; until: string } },
  now: Date,
): string[] {
  const rolled = to.rolledSecret;
  return rolled && now.getTime() < Date.parse(rolled.until)
    ? [to.signingSecret, rolled.secret]
    : [to.signingSecret];
}

/** Standard Webhooks headers, one signature per secret, so a just-rolled one still verifies. */
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
