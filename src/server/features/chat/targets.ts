// Each write locks the owner and names it in every WHERE, so another owner's chat id is 404 here.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import {
  CHAT_ATTEMPTS_SHOWN,
  CHAT_TARGETS_MAX,
  chatFailures,
  type ChatFailure,
} from "../../../shared/core/chat";
import {
  chatMessageDefaults,
  chatMessageKinds,
  type ChatMessageKind,
} from "../../../shared/features/notifications/kinds";
import type { ChatTargetChange, ChatTargetInput } from "../../../shared/api";
import type { ChatAttempt, ChatTarget } from "../../../shared/responses";
import { selectRows, type Executor, type Tx } from "../../db/connection";
import { chatAttempts, chatTargets } from "./tables";
import { AppError, notFound } from "../../kernel/errors";
import { newSigningSecret, ROLLED_SECRET_SIGNS_FOR_MS, shownAddress } from "./secrets";
import { lockManager, ownedBy, type ChatOwner } from "./owner";
import { seal, unseal, type ChatDestination } from "./sealed";
import { z } from "zod";
import { idRow } from "../../db/rows";

type TargetRow = typeof chatTargets.$inferSelect;

/** The kinds of a target's messages on, in chatMessageKinds' order, as stored. */
const messagesOn = (on: Partial<Record<ChatMessageKind, boolean>>): ChatMessageKind[] =>
  chatMessageKinds.filter((kind) => on[kind]);

/** A stored list as the API's switches: each kind on or off. */
const switchesOf = (stored: readonly string[]) =>
  Object.fromEntries(chatMessageKinds.map((kind) => [kind, stored.includes(kind)])) as Record<
    ChatMessageKind,
    boolean
  >;

const chatNotFound = () => notFound("chatNotFound");

/** A stored failure code as the API's type; none for rows from before the codes. */
const failureOf = (stored: string | null): ChatFailure | null =>
  chatFailures.find((failure) => failure === stored) ?? null;

const ownerColumn = (owner: ChatOwner) =>
  owner.kind === "event" ? chatTargets.eventId : chatTargets.groupId;

function toAnswer(row: TargetRow, attempts: ChatAttempt[]): ChatTarget {
  return {
    id: row.id,
    kind: row.kind as ChatTarget["kind"],
    name: row.name,
    shown: row.shown,
    messages: switchesOf(row.messages),
    active: row.active,
    turnedOffAt: row.turnedOffAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    attempts,
  };
}

/** The attempts of each target, newest first, in one query for all of them. */
async function attemptsOf(db: Executor, ids: string[]) {
  const byTarget = new Map<string, ChatAttempt[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byTarget;
  const rows = await db
    .select()
    .from(chatAttempts)
    .where(inArray(chatAttempts.targetId, ids))
    .orderBy(desc(chatAttempts.at), desc(chatAttempts.id));
  for (const row of rows) {
    const list = byTarget.get(row.targetId)!;
    if (list.length >= CHAT_ATTEMPTS_SHOWN) continue;
    list.push({
      at: row.at.toISOString(),
      message: row.message as ChatAttempt["message"],
      status: row.status,
      ok: row.ok,
      durationMs: row.durationMs,
      error: row.error,
      failure: failureOf(row.failure),
    });
  }
  return byTarget;
}

async function answersOf(db: Executor, rows: TargetRow[]) {
  const attempts = await attemptsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toAnswer(row, attempts.get(row.id)!));
}

/** The owner's chats, oldest first, with their newest attempts (caller checked access). */
export async function listChats(db: Executor, owner: ChatOwner) {
  const rows = await db
    .select()
    .from(chatTargets)
    .where(eq(ownerColumn(owner), owner.id))
    .orderBy(chatTargets.createdAt, chatTargets.id);
  return answersOf(db, rows);
}

export async function chatAnswer(db: Executor, owner: ChatOwner, chatId: string) {
  const [row] = await db
    .select()
    .from(chatTargets)
    .where(and(eq(chatTargets.id, chatId), eq(ownerColumn(owner), owner.id)));
  if (!row) throw chatNotFound();
  return (await answersOf(db, [row]))[0]!;
}

/** The destination an input names; a webhook's with a new signing secret. */
export function destinationOf(input: ChatTargetInput): ChatDestination {
  if (input.kind === "matrix") {
    return {
      kind: "matrix",
      homeserver: input.homeserver.replace(/\/+$/, ""),
      room: input.room,
      accessToken: input.accessToken,
    };
  }
  if (input.kind === "webhook")
    return { kind: "webhook", url: input.url, signingSecret: newSigningSecret() };
  return { kind: input.kind, url: input.url };
}

const defaultNames: Record<ChatTargetInput["kind"], string> = {
  slack: "Slack",
  discord: "Discord",
  teams: "Microsoft Teams",
  matrix: "Matrix",
  webhook: "Webhook",
};

const countRow = z.object({ n: z.number() });

/** Connects a chat (409 past CHAT_TARGETS_MAX); a webhook's secret is answered this once. */
export async function connectChat(
  tx: Tx,
  secret: string,
  owner: ChatOwner,
  userId: string,
  input: ChatTargetInput,
) {
  await lockManager(tx, owner, userId);
  const [counted] = await selectRows(
    tx,
    countRow,
    sql`select count(*)::int as n from chat_targets t where ${ownedBy(owner)}`,
  );
  if ((counted?.n ?? 0) >= CHAT_TARGETS_MAX)
    throw new AppError("chatTooMany", { max: CHAT_TARGETS_MAX });
  const destination = destinationOf(input);
  const messages = { ...chatMessageDefaults, ...input.messages };
  const [row] = await tx
    .insert(chatTargets)
    .values({
      eventId: owner.kind === "event" ? owner.id : null,
      groupId: owner.kind === "group" ? owner.id : null,
      kind: input.kind,
      name: input.name ?? defaultNames[input.kind],
      sealed: seal(secret, destination),
      shown: shownAddress(destination),
      messages: messagesOn(messages),
      createdBy: userId,
    })
    .returning();
  return {
    chat: toAnswer(row!, []),
    signingSecret: destination.kind === "webhook" ? destination.signingSecret : null,
  };
}

/** Turned back on, a chat starts afresh; turned off, its waiting messages are given up. */
export async function changeChat(
  tx: Tx,
  owner: ChatOwner,
  userId: string,
  chatId: string,
  change: ChatTargetChange,
) {
  await lockManager(tx, owner, userId);
  // The switches named change; the others stay as they are (the row is locked with its owner).
  let messages: ChatMessageKind[] | undefined;
  if (change.messages !== undefined) {
    const [now] = await tx
      .select({ messages: chatTargets.messages })
      .from(chatTargets)
      .where(and(eq(chatTargets.id, chatId), eq(ownerColumn(owner), owner.id)));
    if (!now) throw chatNotFound();
    messages = messagesOn({ ...switchesOf(now.messages), ...change.messages });
  }
  const [row] = await tx
    .update(chatTargets)
    .set({
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(messages !== undefined ? { messages } : {}),
      ...(change.active === true
        ? { active: true, failingSince: null, turnedOffAt: null }
        : change.active === false
          ? { active: false }
          : {}),
    })
    .where(and(eq(chatTargets.id, chatId), eq(ownerColumn(owner), owner.id)))
    .returning({ id: chatTargets.id });
  if (!row) throw chatNotFound();
  if (change.active === false) {
    await tx.execute(sql`update notification_outbox set failed_at = now()
                         where target_id = ${chatId} and sent_at is null and failed_at is null`);
  }
  return chatAnswer(tx, owner, chatId);
}

/** Disconnects a chat; its waiting messages and attempts go with it. */
export async function removeChat(tx: Tx, owner: ChatOwner, userId: string, chatId: string) {
  await lockManager(tx, owner, userId);
  const gone = await selectRows(
    tx,
    idRow,
    sql`delete from chat_targets t where t.id = ${chatId} and ${ownedBy(owner)} returning t.id`,
  );
  if (gone.length === 0) throw chatNotFound();
}

/** A webhook's new signing secret, answered this once: the old one stops signing at once. */
export async function rollSecret(
  tx: Tx,
  secret: string,
  owner: ChatOwner,
  userId: string,
  chatId: string,
) {
  await lockManager(tx, owner, userId);
  const [row] = await tx
    .select({ kind: chatTargets.kind, sealed: chatTargets.sealed })
    .from(chatTargets)
    .where(and(eq(chatTargets.id, chatId), eq(ownerColumn(owner), owner.id)));
  if (!row) throw chatNotFound();
  const destination = unseal(secret, row.sealed);
  if (destination.kind !== "webhook") throw new AppError("chatNotWebhook");
  // The old secret signs for a day; rolled again meanwhile, the one being replaced is kept.
  const rolled = {
    ...destination,
    signingSecret: newSigningSecret(),
    rolledSecret: {
      secret: destination.signingSecret,
      until: new Date(Date.now() + ROLLED_SECRET_SIGNS_FOR_MS).toISOString(),
    },
  };
  await tx
    .update(chatTargets)
    .set({ sealed: seal(secret, rolled), shown: shownAddress(rolled) })
    .where(eq(chatTargets.id, chatId));
  return { chat: await chatAnswer(tx, owner, chatId), signingSecret: rolled.signingSecret };
}

/** A chat's sealed destination for its test message; unsealing failures become a failed try. */
export async function sealedDestinationOf(db: Executor, owner: ChatOwner, chatId: string) {
  const [row] = await db
    .select({ sealed: chatTargets.sealed })
    .from(chatTargets)
    .where(and(eq(chatTargets.id, chatId), eq(ownerColumn(owner), owner.id)));
  if (!row) throw chatNotFound();
  return row.sealed;
}
