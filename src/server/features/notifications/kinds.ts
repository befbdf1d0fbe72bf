// Stored names where they differ from the cause's name, kept for existing clients and rows.
import type {
  ChatMessageKind,
  MailKind,
  PushKind,
} from "../../../shared/features/notifications/kinds";
import type { CauseName } from "./facts";

export const mailKindOf = {
  invitation: "invitation",
  closed: "closed",
  reminder: "reminder",
  deadlineNear: "deadline",
  roundOpened: "roundOpened",
  joined: "joined",
} as const satisfies Partial<Record<CauseName, MailKind>>;

export const pushKindOf = {
  closed: "closed",
  reminder: "reminder",
  deadlineNear: "deadline",
  roundOpened: "roundOpened",
  joined: "joined",
} as const satisfies Partial<Record<CauseName, PushKind>>;

/** A round's opening and an event's reopening are both "opened" to a chat. */
export const chatMessageOf = {
  closed: "closed",
  reopened: "opened",
  linkShared: "linkShared",
  deadlineNear: "deadline",
  roundOpened: "opened",
} as const satisfies Partial<Record<CauseName, ChatMessageKind>>;
