// The chat channel: each cause's message, payload made once per event, to its chats.
import type { Executor } from "../../../db/connection";
import {
  chatFactsOf,
  closedPayload,
  deadlinePayload,
  linkSharedPayload,
  openedPayload,
  writeChats,
  type ChatFacts,
} from "../../chat";
import type { ChatPayload } from "../../../../shared/chat-webhook";
import type { Channel, NoticeContext } from "../facts";
import { chatMessageOf as message } from "../kinds";

type Message = (typeof message)[keyof typeof message];

const send = (
  db: Executor,
  kind: Message,
  facts: Iterable<ChatFacts>,
  build: (f: ChatFacts) => ChatPayload,
) =>
  writeChats(
    db,
    kind,
    [...facts].map((f) => ({ eventId: f.id, payload: build(f) })),
  );

/** Reads the facts of the events among `eventIds` with a chat wanting `kind`, and writes. */
const readAndSend = async (
  db: Executor,
  ctx: NoticeContext,
  kind: Message,
  eventIds: string[],
  build: (f: ChatFacts) => ChatPayload,
) => send(db, kind, (await chatFactsOf(db, ctx.publicUrl, eventIds, kind)).values(), build);

export const chat: Channel = {
  // The chats get the email's ranking, and the public result page when its creator has it on.
  closed: (db, ctx, { events, results }) =>
    readAndSend(
      db,
      ctx,
      message.closed,
      events.map((e) => e.id),
      (f) => closedPayload(f, results.get(f.id)!, f.resultUrl),
    ),
  reopened: (db, ctx, { eventIds }) =>
    readAndSend(db, ctx, message.reopened, eventIds, (f) => openedPayload(f)),
  linkShared: (db, ctx, { eventId, link }) =>
    readAndSend(db, ctx, message.linkShared, [eventId], (f) => linkSharedPayload(f, link)),
  deadlineNear: (db, ctx, { events }) =>
    readAndSend(
      db,
      ctx,
      message.deadlineNear,
      events.map((e) => e.id),
      (f) => deadlinePayload(f),
    ),
  roundOpened: (db, _ctx, { rounds }) =>
    send(db, message.roundOpened, rounds.values(), (f) => openedPayload(f)),
};
