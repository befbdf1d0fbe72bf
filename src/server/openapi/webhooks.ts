// The generic chat webhook's requests as OpenAPI `webhooks`.
import { chatPayloadTypes, type ChatPayloadType } from "../../shared/chat-webhook";
import { chatMessage, chatMessageKinds } from "../../shared/features/notifications/kinds";

const SCHEMAS = "#/components/schemas/";

/** Each type's summary: a kind of chat message's from the notices' registry, and the test's. */
const WHAT = new Map<ChatPayloadType, string>([
  ...chatMessageKinds.map((kind) => [chatMessage(kind).type, chatMessage(kind).about] as const),
  ["test", "“Send a test message” in the chat's settings"],
]);

const DESCRIPTION = `Sent to a generic webhook connected in an event's or a group's Chats settings,
signed as the Standard Webhooks specification says (https://www.standardwebhooks.com): verify it
with the specification's libraries and the target's signing secret (\`whsec_…\`, shown once when
it is connected), e.g. \`new Webhook(secret).verify(body, headers)\` in JavaScript, and refuse
it when that throws. \`webhook-id\` is the same on every attempt of one message: drop a repeat by
it. \`data.version\` changes when a change could break a receiver. A 2xx answer is delivered;
anything else, or no answer in time, is tried again later.`;

const header = (name: string, description: string) => ({
  name,
  in: "header",
  required: true,
  description,
  schema: { type: "string" },
});

const HEADERS = [
  header("webhook-id", "The message's id: the same on every attempt of it."),
  header("webhook-timestamp", "When this attempt was sent, in seconds since 1970 (UTC)."),
  header(
    "webhook-signature",
    "`v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` with the secret's bytes.",
  ),
];

/** The `webhooks` section; `bodyName` is the body's schema under components. */
export function chatWebhooks(bodyName: string) {
  return Object.fromEntries(
    chatPayloadTypes.map((type) => [
      type,
      {
        post: {
          operationId: `chatWebhook${type.replace(/(^|\.)(\w)/g, (_, _dot, c: string) => c.toUpperCase())}`,
          summary: WHAT.get(type),
          description: DESCRIPTION,
          tags: ["Chats"],
          parameters: HEADERS,
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: {
                  allOf: [{ $ref: SCHEMAS + bodyName }, { properties: { type: { const: type } } }],
                },
              },
            },
          },
          responses: {
            "2XX": {
              description: "Received. Any other answer, or none in time, is tried again later.",
            },
          },
        },
      },
    ]),
  );
}
