// An event's or a group's connected chats (issue #38): the list, and connecting, changing,
// testing, rolling a webhook's secret and removing one. Every change answers the chat as it is
// now, put into the list here rather than fetched again.
import "../../lib/chat-words"; // this part's words (the first page's catalogue leaves them out)
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { ChatTargetChange, ChatTargetInput } from "../../../shared/api";
import type { ChatTarget, ChatTargets } from "../../../shared/responses";
import { errorMessage } from "../../lib/api";
import { chatCalls, type ChatOwner } from "./chat-calls";
import { t } from "i18next";

// Only this dialog reads or changes them, so the key lives here.
const chatsKey = (owner: ChatOwner) => ["chats", owner.kind, owner.id] as const;

export function useChats(owner: ChatOwner) {
  return useQuery({ queryKey: chatsKey(owner), queryFn: () => chatCalls(owner).list() });
}

/** Puts a chat's new state into the list (or adds it, newly connected), or takes it out. */
function useSetChat(owner: ChatOwner) {
  const client = useQueryClient();
  return (chat: ChatTarget | { removed: string }) =>
    client.setQueryData<ChatTargets>(chatsKey(owner), (list) => {
      const others = (list?.chats ?? []).filter(
        (c) => c.id !== ("removed" in chat ? chat.removed : chat.id),
      );
      if ("removed" in chat) return { chats: others };
      const at = list?.chats.findIndex((c) => c.id === chat.id) ?? -1;
      const chats = [...others];
      chats.splice(at === -1 ? chats.length : at, 0, chat);
      return { chats };
    });
}

/** Connects a chat; the form says why it was refused (by the fields' own names). */
export function useConnectChat(owner: ChatOwner) {
  const setChat = useSetChat(owner);
  return useMutation({
    mutationFn: (input: ChatTargetInput) => chatCalls(owner).connect(input),
    onSuccess: ({ chat }) => {
      setChat(chat);
      toast.success(t("chats.connect.done"));
    },
  });
}

/** A message turned on or off, or the chat turned back on. */
export function useChangeChat(owner: ChatOwner, chatId: string) {
  const setChat = useSetChat(owner);
  return useMutation({
    mutationFn: (change: ChatTargetChange) => chatCalls(owner).change(chatId, change),
    onSuccess: (chat, change) => {
      setChat(chat);
      toast.success(change.active ? t("chats.off.turnedOn") : t("chats.messages.saved"));
    },
    onError: (error) =>
      toast.error(t("common.error"), {
        description: errorMessage(error, t("chats.messages.failed")),
      }),
  });
}

/** Sends a test message; the card shows what the chat answered, and the attempt joins the list. */
export function useTestChat(owner: ChatOwner, chatId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => chatCalls(owner).test(chatId),
    onSettled: () => void client.invalidateQueries({ queryKey: chatsKey(owner) }),
    onError: (error) =>
      toast.error(t("common.error"), {
        description: errorMessage(error, t("chats.test.failed")),
      }),
  });
}

/** A webhook's new signing secret, shown once by the card. */
export function useRollSecret(owner: ChatOwner, chatId: string) {
  const setChat = useSetChat(owner);
  return useMutation({
    mutationFn: () => chatCalls(owner).rollSecret(chatId),
    onSuccess: ({ chat }) => {
      setChat(chat);
      toast.success(t("chats.secret.rolled"));
    },
    onError: (error) =>
      toast.error(t("common.error"), {
        description: errorMessage(error, t("chats.secret.failed")),
      }),
  });
}

/** `onRemoved` runs here, not as mutate()'s callback: the chat's card (which calls this) is gone
 * from the list by then, and TanStack Query skips the callbacks of a component that is gone. */
export function useRemoveChat(owner: ChatOwner, chatId: string, onRemoved: () => void) {
  const setChat = useSetChat(owner);
  return useMutation({
    mutationFn: () => chatCalls(owner).remove(chatId),
    onSuccess: () => {
      onRemoved();
      setChat({ removed: chatId });
      toast.success(t("chats.remove.done"));
    },
    onError: (error) =>
      toast.error(t("common.error"), {
        description: errorMessage(error, t("chats.remove.failed")),
      }),
  });
}
