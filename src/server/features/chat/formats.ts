// The request each chat is sent, in its format; sending is the worker's.
import type { ChatPayload } from "./payload";
import { discordBody } from "./formats/discord";
import { matrixBody } from "./formats/matrix";
import { slackBody } from "./formats/slack";
import { teamsBody } from "./formats/teams";
import { signingSecrets, webhookBody, webhookHeaders } from "./formats/webhook";

export type ChatDestination =
  | { kind: "slack" | "discord" | "teams"; url: string }
  | { kind: "matrix"; homeserver: string; room: string; accessToken: string }
  | {
      kind: "webhook";
      url: string;
      signingSecret: string;
      /** The secret before it was rolled, and until when (ISO) it still signs. */
      rolledSecret?: { secret: string; until: string };
    };

export type ChatRequest = {
  method: "POST" | "PUT";
  url: string;
  headers: Record<string, string>;
  body: string;
};

const JSON_TYPE = { "content-type": "application/json" };
/** Who is calling, for the receivers' logs (and a generic webhook's filters). */
export const CHAT_USER_AGENT = "Huddle-Webhooks/1";

/** `id`: the outbox row's message id (the same on every attempt); `now`: the attempt's time. */
export function chatRequest(
  to: ChatDestination,
  payload: ChatPayload,
  attempt: { id: string; now: Date },
): ChatRequest {
  const headers = { ...JSON_TYPE, "user-agent": CHAT_USER_AGENT };
  switch (to.kind) {
    case "slack":
      return { method: "POST", url: to.url, headers, body: JSON.stringify(slackBody(payload)) };
    case "discord":
      return { method: "POST", url: to.url, headers, body: JSON.stringify(discordBody(payload)) };
    case "teams":
      return { method: "POST", url: to.url, headers, body: JSON.stringify(teamsBody(payload)) };
    case "matrix":
      // PUT with a transaction id: the message id, so a homeserver drops a repeated attempt.
      return {
        method: "PUT",
        url: `${to.homeserver.replace(/\/+$/, "")}/_matrix/client/v3/rooms/${encodeURIComponent(
          to.room,
        )}/send/m.room.message/${encodeURIComponent(attempt.id)}`,
        headers: { ...headers, authorization: `Bearer ${to.accessToken}` },
        body: JSON.stringify(matrixBody(payload)),
      };
    case "webhook": {
      const body = JSON.stringify(webhookBody(payload));
      return {
        method: "POST",
        url: to.url,
        headers: { ...headers, ...webhookHeaders(signingSecrets(to, attempt.now), attempt, body) },
        body,
      };
    }
  }
}
