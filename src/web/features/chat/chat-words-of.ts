// A chat kind's name and help line, each by its key written out (so the catalogue test finds every
// one, and a new kind is a type error here until it has words), and a message's name.
import "../../lib/chat-words"; // this part's words (the first page's catalogue leaves them out)
import type { ChatFailure, ChatKind } from "../../../shared/core/chat";
import type { ChatMessageKind } from "../../../shared/features/notifications/kinds";
import { t } from "i18next";

export const kindName: Record<ChatKind, () => string> = {
  slack: () => t("chats.kinds.slack"),
  discord: () => t("chats.kinds.discord"),
  teams: () => t("chats.kinds.teams"),
  matrix: () => t("chats.kinds.matrix"),
  webhook: () => t("chats.kinds.webhook"),
};

/** Where to find the address, in one line (the README has the long version). */
export const kindHelp: Record<ChatKind, () => string> = {
  slack: () => t("chats.help.slack"),
  discord: () => t("chats.help.discord"),
  teams: () => t("chats.help.teams"),
  matrix: () => t("chats.help.matrix"),
  webhook: () => t("chats.help.webhook"),
};

/** A message's name, by its key (a kind of notice without words in the catalogue is a type error
 * here; the catalogue test knows the family). */
export const messageName = (message: ChatMessageKind | "test") => t(`chats.messages.${message}`);

/** Why a try failed, in a few words (the server's own few words are English and technical). */
export const failureName: Record<ChatFailure, () => string> = {
  refused: () => t("chats.failures.refused"),
  notSent: () => t("chats.failures.notSent"),
  unreachable: () => t("chats.failures.unreachable"),
  noAnswer: () => t("chats.failures.noAnswer"),
  timeout: () => t("chats.failures.timeout"),
  redirect: () => t("chats.failures.redirect"),
  status: () => t("chats.failures.status"),
};
