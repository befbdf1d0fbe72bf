// The chats of an event (its creator's, or its group's admins') and of a group (its admins'):
// six routes under each (decision 229), each declared once below and served by the same data
// functions (targets.ts, owner.ts, test-message.ts). No answer carries a secret: `shown` is the address cut to its last
// characters, and a webhook's signing secret is answered on connecting and rolling only.
import { chatTargetChange, chatTargetInput, type ChatTargetInput } from "../../../shared/api";
import * as answer from "../../../shared/responses";
import { endpoint, featureRoutes } from "../../http/endpoint";
import { badRequest, fieldError } from "../../http/errors";
import { enforceRateLimit } from "../../http/rate-limit";
import { json, noContent, TAGS } from "../../openapi/operation";
import type { FeatureDeps } from "../deps";
import { outboundAddressAllowed } from "../previews/outbound-address";
import { checkManager, type ChatOwner } from "./owner";
import { sendTestMessage } from "./test-message";
import { changeChat, connectChat, listChats, removeChat, rollSecret } from "./targets";

// Each endpoint said once; the event's and the group's six differ in path, guard and refusals.
const eventRefusals = ["eventNotFound", "editCreatorOnly"] as const;
const groupRefusals = ["groupNotFound", "groupAdminOnly"] as const;
const connectDescription =
  "Addresses must be https to a public host. A generic webhook's signing secret is answered " +
  "this once. At most 10 chats.";
const testDescription = "At most 10 per person in 10 minutes (429).";

export const eventChats = {
  list: endpoint({
    method: "get",
    path: "/api/events/:id/chats",
    summary: "The chats the event is connected to, with their last attempts (creator)",
    tag: TAGS.events,
    guard: "creator",
    answers: { 200: json("The chats (no secret: only their last characters)", answer.chatTargets) },
    errors: [...eventRefusals],
  }),
  connect: endpoint({
    method: "post",
    path: "/api/events/:id/chats",
    summary: "Connect the event to a chat: Slack, Discord, Teams, Matrix or a webhook (creator)",
    description: connectDescription,
    tag: TAGS.events,
    guard: "creator",
    body: chatTargetInput,
    answers: { 201: json("The chat, and a webhook's signing secret", answer.chatTargetCreated) },
    errors: [...eventRefusals, "chatAddressInvalid", "chatTooMany"],
  }),
  change: endpoint({
    method: "patch",
    path: "/api/events/:id/chats/:chatId",
    summary: "Rename a chat, turn its messages on or off, or turn it back on (creator)",
    tag: TAGS.events,
    guard: "creator",
    body: chatTargetChange,
    answers: { 200: json("The chat", answer.chatTarget) },
    errors: [...eventRefusals, "chatNotFound"],
  }),
  remove: endpoint({
    method: "delete",
    path: "/api/events/:id/chats/:chatId",
    summary: "Disconnect a chat (creator)",
    tag: TAGS.events,
    guard: "creator",
    answers: { 204: noContent },
    errors: [...eventRefusals, "chatNotFound"],
  }),
  test: endpoint({
    method: "post",
    path: "/api/events/:id/chats/:chatId/test",
    summary: "Send a test message to a chat now, and see its answer (creator)",
    description: testDescription,
    tag: TAGS.events,
    guard: "creator",
    answers: { 200: json("What the chat answered", answer.chatTestResult) },
    errors: [...eventRefusals, "chatNotFound", "tooManyRequests"],
  }),
  secret: endpoint({
    method: "post",
    path: "/api/events/:id/chats/:chatId/secret",
    summary: "Roll a webhook's signing secret: the new one is answered this once (creator)",
    tag: TAGS.events,
    guard: "creator",
    answers: { 200: json("The chat, and its new signing secret", answer.chatTargetCreated) },
    errors: [...eventRefusals, "chatNotFound", "chatNotWebhook"],
  }),
};

export const groupChats = {
  list: endpoint({
    method: "get",
    path: "/api/groups/:groupId/chats",
    summary: "The chats the group is connected to, with their last attempts (admin)",
    tag: TAGS.groups,
    guard: "groupAdmin",
    answers: { 200: json("The chats (no secret: only their last characters)", answer.chatTargets) },
    errors: [...groupRefusals],
  }),
  connect: endpoint({
    method: "post",
    path: "/api/groups/:groupId/chats",
    summary: "Connect the group to a chat: Slack, Discord, Teams, Matrix or a webhook (admin)",
    description: connectDescription,
    tag: TAGS.groups,
    guard: "groupAdmin",
    body: chatTargetInput,
    answers: { 201: json("The chat, and a webhook's signing secret", answer.chatTargetCreated) },
    errors: [...groupRefusals, "chatAddressInvalid", "chatTooMany"],
  }),
  change: endpoint({
    method: "patch",
    path: "/api/groups/:groupId/chats/:chatId",
    summary: "Rename a chat, turn its messages on or off, or turn it back on (admin)",
    tag: TAGS.groups,
    guard: "groupAdmin",
    body: chatTargetChange,
    answers: { 200: json("The chat", answer.chatTarget) },
    errors: [...groupRefusals, "chatNotFound"],
  }),
  remove: endpoint({
    method: "delete",
    path: "/api/groups/:groupId/chats/:chatId",
    summary: "Disconnect a chat (admin)",
    tag: TAGS.groups,
    guard: "groupAdmin",
    answers: { 204: noContent },
    errors: [...groupRefusals, "chatNotFound"],
  }),
  test: endpoint({
    method: "post",
    path: "/api/groups/:groupId/chats/:chatId/test",
    summary: "Send a test message to a chat now, and see its answer (admin)",
    description: testDescription,
    tag: TAGS.groups,
    guard: "groupAdmin",
    answers: { 200: json("What the chat answered", answer.chatTestResult) },
    errors: [...groupRefusals, "chatNotFound", "tooManyRequests"],
  }),
  secret: endpoint({
    method: "post",
    path: "/api/groups/:groupId/chats/:chatId/secret",
    summary: "Roll a webhook's signing secret: the new one is answered this once (admin)",
    tag: TAGS.groups,
    guard: "groupAdmin",
    answers: { 200: json("The chat, and its new signing secret", answer.chatTargetCreated) },
    errors: [...groupRefusals, "chatNotFound", "chatNotWebhook"],
  }),
};

export function chatRoutes({ config, database: { db }, secret }: FeatureDeps) {
  const port = config.chat.testLoopbackPort;
  const testLimit = { max: config.rateLimits.chatTestsPer10Minutes, windowSeconds: 600 };

  /** 400 naming the field whose address the server would never send to. */
  function checkAddresses(input: ChatTargetInput) {
    const field = input.kind === "matrix" ? "homeserver" : "url";
    const address = input.kind === "matrix" ? input.homeserver : input.url;
    if (!outboundAddressAllowed(address, port))
      throw badRequest({ [field]: fieldError("chatAddressInvalid", { field }) });
  }

  const eventOwner = (id: string): ChatOwner => ({ kind: "event", id });
  const groupOwner = (id: string): ChatOwner => ({ kind: "group", id });

  return featureRoutes()
    .openapi(eventChats.list, async (c) => {
      const owner = eventOwner(c.req.valid("param").id);
      await checkManager(db, owner, c.var.user.id);
      return c.json({ chats: await listChats(db, owner) }, 200);
    })
    .openapi(eventChats.connect, async (c) => {
      const input = c.req.valid("json");
      checkAddresses(input);
      const owner = eventOwner(c.req.valid("param").id);
      const made = await db.transaction((tx) =>
        connectChat(tx, secret, owner, c.var.user.id, input),
      );
      return c.json(made, 201);
    })
    .openapi(eventChats.change, async (c) => {
      const { id, chatId } = c.req.valid("param");
      const change = c.req.valid("json");
      const chat = await db.transaction((tx) =>
        changeChat(tx, eventOwner(id), c.var.user.id, chatId, change),
      );
      return c.json(chat, 200);
    })
    .openapi(eventChats.remove, async (c) => {
      const { id, chatId } = c.req.valid("param");
      await db.transaction((tx) => removeChat(tx, eventOwner(id), c.var.user.id, chatId));
      return c.body(null, 204);
    })
    .openapi(eventChats.test, async (c) => {
      const { id, chatId } = c.req.valid("param");
      const owner = eventOwner(id);
      await checkManager(db, owner, c.var.user.id);
      await enforceRateLimit(db, `chat-test:${c.var.user.id}`, testLimit);
      return c.json(await sendTestMessage(db, config, secret, owner, chatId), 200);
    })
    .openapi(eventChats.secret, async (c) => {
      const { id, chatId } = c.req.valid("param");
      const rolled = await db.transaction((tx) =>
        rollSecret(tx, secret, eventOwner(id), c.var.user.id, chatId),
      );
      return c.json(rolled, 200);
    })
    .openapi(groupChats.list, async (c) => {
      const owner = groupOwner(c.req.valid("param").groupId);
      await checkManager(db, owner, c.var.user.id);
      return c.json({ chats: await listChats(db, owner) }, 200);
    })
    .openapi(groupChats.connect, async (c) => {
      const input = c.req.valid("json");
      checkAddresses(input);
      const owner = groupOwner(c.req.valid("param").groupId);
      const made = await db.transaction((tx) =>
        connectChat(tx, secret, owner, c.var.user.id, input),
      );
      return c.json(made, 201);
    })
    .openapi(groupChats.change, async (c) => {
      const { groupId, chatId } = c.req.valid("param");
      const change = c.req.valid("json");
      const chat = await db.transaction((tx) =>
        changeChat(tx, groupOwner(groupId), c.var.user.id, chatId, change),
      );
      return c.json(chat, 200);
    })
    .openapi(groupChats.remove, async (c) => {
      const { groupId, chatId } = c.req.valid("param");
      await db.transaction((tx) => removeChat(tx, groupOwner(groupId), c.var.user.id, chatId));
      return c.body(null, 204);
    })
    .openapi(groupChats.test, async (c) => {
      const { groupId, chatId } = c.req.valid("param");
      const owner = groupOwner(groupId);
      await checkManager(db, owner, c.var.user.id);
      await enforceRateLimit(db, `chat-test:${c.var.user.id}`, testLimit);
      return c.json(await sendTestMessage(db, config, secret, owner, chatId), 200);
    })
    .openapi(groupChats.secret, async (c) => {
      const { groupId, chatId } = c.req.valid("param");
      const rolled = await db.transaction((tx) =>
        rollSecret(tx, secret, groupOwner(groupId), c.var.user.id, chatId),
      );
      return c.json(rolled, 200);
    });
}
