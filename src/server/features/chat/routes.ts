// Chat routes; no answer carries a secret but the signing secret on connect and roll.
import {
  chatTargetChange,
  chatTargetInput,
  type ChatTargetChange,
  type ChatTargetInput,
} from "../../../shared/api";
import * as answer from "../../../shared/responses";
import { endpoint, featureRoutes } from "../../http/endpoint";
import { badRequest, fieldError } from "../../kernel/errors";
import { enforceRateLimit } from "../../http/rate-limit";
import { json, noContent, TAGS } from "../../http/operation";
import type { FeatureDeps } from "../../kernel/deps";
import { outboundAddressAllowed } from "../previews";
import { checkManager, type ChatOwner } from "./owner";
import { sendTestMessage } from "./test-message";
import { changeChat, connectChat, listChats, removeChat, rollSecret } from "./targets";

/** The six chat endpoints, declared once; sides differ in path, guard, tag and refusals. */
function chatEndpoints<const Base extends `/api/${"events/:id" | "groups/:groupId"}`>(side: {
  base: Base;
  tag: (typeof TAGS)["events" | "groups"];
  guard: "creator" | "groupAdmin";
  refusals:
    readonly ["eventNotFound", "editCreatorOnly"] | readonly ["groupNotFound", "groupAdminOnly"];
  /** Who may, as the summaries say it. */
  who: string;
  /** What is connected: "event" or "group". */
  what: string;
}) {
  const { base, tag, guard, refusals, who, what } = side;
  // Typed as written: TypeScript cannot see that a generic base's paths are still /api/ ones.
  const under = <const Rest extends string>(rest: Rest) =>
    `${base}${rest}` as `${Base}${Rest}` & `/api/${string}`;
  return {
    list: endpoint({
      method: "get",
      path: under("/chats"),
      summary: `The chats the ${what} is connected to, with their last attempts (${who})`,
      tag,
      guard,
      answers: {
        200: json("The chats (no secret: only their last characters)", answer.chatTargets),
      },
      errors: [...refusals],
    }),
    connect: endpoint({
      method: "post",
      path: under("/chats"),
      summary: `Connect the ${what} to a chat: Slack, Discord, Teams, Matrix or a webhook (${who})`,
      description:
        "Addresses must be https to a public host. A generic webhook's signing secret is " +
        "answered this once. At most 10 chats.",
      tag,
      guard,
      body: chatTargetInput,
      answers: { 201: json("The chat, and a webhook's signing secret", answer.chatTargetCreated) },
      errors: [...refusals, "chatAddressInvalid", "chatTooMany"],
    }),
    change: endpoint({
      method: "patch",
      path: under("/chats/:chatId"),
      summary: `Rename a chat, turn its messages on or off, or turn it back on (${who})`,
      tag,
      guard,
      body: chatTargetChange,
      answers: { 200: json("The chat", answer.chatTarget) },
      errors: [...refusals, "chatNotFound"],
    }),
    remove: endpoint({
      method: "delete",
      path: under("/chats/:chatId"),
      summary: `Disconnect a chat (${who})`,
      tag,
      guard,
      answers: { 204: noContent },
      errors: [...refusals, "chatNotFound"],
    }),
    test: endpoint({
      method: "post",
      path: under("/chats/:chatId/test"),
      summary: `Send a test message to a chat now, and see its answer (${who})`,
      description: "At most 10 per person in 10 minutes (429).",
      tag,
      guard,
      answers: { 200: json("What the chat answered", answer.chatTestResult) },
      errors: [...refusals, "chatNotFound", "tooManyRequests"],
    }),
    secret: endpoint({
      method: "post",
      path: under("/chats/:chatId/secret"),
      summary: `Roll a webhook's signing secret: the new one is answered this once (${who})`,
      description:
        "Messages are signed with the new secret from now on, and for 24 hours with the old one " +
        "too (the webhook-signature header holds both), so a receiver keeps verifying them until " +
        "it is given the new one.",
      tag,
      guard,
      answers: { 200: json("The chat, and its new signing secret", answer.chatTargetCreated) },
      errors: [...refusals, "chatNotFound", "chatNotWebhook"],
    }),
  };
}

export const eventChats = chatEndpoints({
  base: "/api/events/:id",
  tag: TAGS.events,
  guard: "creator",
  refusals: ["eventNotFound", "editCreatorOnly"],
  who: "creator",
  what: "event",
});

export const groupChats = chatEndpoints({
  base: "/api/groups/:groupId",
  tag: TAGS.groups,
  guard: "groupAdmin",
  refusals: ["groupNotFound", "groupAdminOnly"],
  who: "admin",
  what: "group",
});

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

  // What each route does, the same for an event's chats and a group's.
  const list = async (owner: ChatOwner, userId: string) => {
    await checkManager(db, owner, userId);
    return { chats: await listChats(db, owner) };
  };
  const connect = (owner: ChatOwner, userId: string, input: ChatTargetInput) => {
    checkAddresses(input);
    return db.transaction((tx) => connectChat(tx, secret, owner, userId, input));
  };
  const change = (owner: ChatOwner, userId: string, chatId: string, to: ChatTargetChange) =>
    db.transaction((tx) => changeChat(tx, owner, userId, chatId, to));
  const remove = (owner: ChatOwner, userId: string, chatId: string) =>
    db.transaction((tx) => removeChat(tx, owner, userId, chatId));
  const test = async (owner: ChatOwner, userId: string, chatId: string) => {
    await checkManager(db, owner, userId);
    await enforceRateLimit(db, `chat-test:${userId}`, testLimit);
    return sendTestMessage(db, config, secret, owner, chatId);
  };
  const roll = (owner: ChatOwner, userId: string, chatId: string) =>
    db.transaction((tx) => rollSecret(tx, secret, owner, userId, chatId));

  const event = (id: string): ChatOwner => ({ kind: "event", id });
  const group = (id: string): ChatOwner => ({ kind: "group", id });

  return featureRoutes()
    .openapi(eventChats.list, async (c) =>
      c.json(await list(event(c.req.valid("param").id), c.var.user.id), 200),
    )
    .openapi(eventChats.connect, async (c) =>
      c.json(
        await connect(event(c.req.valid("param").id), c.var.user.id, c.req.valid("json")),
        201,
      ),
    )
    .openapi(eventChats.change, async (c) => {
      const { id, chatId } = c.req.valid("param");
      return c.json(await change(event(id), c.var.user.id, chatId, c.req.valid("json")), 200);
    })
    .openapi(eventChats.remove, async (c) => {
      const { id, chatId } = c.req.valid("param");
      await remove(event(id), c.var.user.id, chatId);
      return c.body(null, 204);
    })
    .openapi(eventChats.test, async (c) => {
      const { id, chatId } = c.req.valid("param");
      return c.json(await test(event(id), c.var.user.id, chatId), 200);
    })
    .openapi(eventChats.secret, async (c) => {
      const { id, chatId } = c.req.valid("param");
      return c.json(await roll(event(id), c.var.user.id, chatId), 200);
    })
    .openapi(groupChats.list, async (c) =>
      c.json(await list(group(c.req.valid("param").groupId), c.var.user.id), 200),
    )
    .openapi(groupChats.connect, async (c) =>
      c.json(
        await connect(group(c.req.valid("param").groupId), c.var.user.id, c.req.valid("json")),
        201,
      ),
    )
    .openapi(groupChats.change, async (c) => {
      const { groupId, chatId } = c.req.valid("param");
      return c.json(await change(group(groupId), c.var.user.id, chatId, c.req.valid("json")), 200);
    })
    .openapi(groupChats.remove, async (c) => {
      const { groupId, chatId } = c.req.valid("param");
      await remove(group(groupId), c.var.user.id, chatId);
      return c.body(null, 204);
    })
    .openapi(groupChats.test, async (c) => {
      const { groupId, chatId } = c.req.valid("param");
      return c.json(await test(group(groupId), c.var.user.id, chatId), 200);
    })
    .openapi(groupChats.secret, async (c) => {
      const { groupId, chatId } = c.req.valid("param");
      return c.json(await roll(group(groupId), c.var.user.id, chatId), 200);
    });
}
