// The chat routes of an event and of a group are the same six (issue #38): one object of calls
// for either owner, so the dialog never asks which it has.
import type { ChatTargetChange, ChatTargetInput } from "../../../shared/api";
import { call, huddle } from "../../lib/client";

/** Whose chats: an event's (its creator, or its group's admins) or a group's (its admins). */
export type ChatOwner = { kind: "event" | "group"; id: string };

export function chatCalls(owner: ChatOwner) {
  const id = encodeURIComponent(owner.id);
  if (owner.kind === "event") {
    const chats = huddle.api.events[":id"].chats;
    const one = chats[":chatId"];
    const param = (chatId: string) => ({ id, chatId: encodeURIComponent(chatId) });
    return {
      list: () => call(chats.$get({ param: { id } })),
      connect: (json: ChatTargetInput) => call(chats.$post({ param: { id }, json })),
      change: (chatId: string, json: ChatTargetChange) =>
        call(one.$patch({ param: param(chatId), json })),
      test: (chatId: string) => call(one.test.$post({ param: param(chatId) })),
      rollSecret: (chatId: string) => call(one.secret.$post({ param: param(chatId) })),
      remove: (chatId: string) => call(one.$delete({ param: param(chatId) })),
    };
  }
  const chats = huddle.api.groups[":groupId"].chats;
  const one = chats[":chatId"];
  const param = (chatId: string) => ({ groupId: id, chatId: encodeURIComponent(chatId) });
  return {
    list: () => call(chats.$get({ param: { groupId: id } })),
    connect: (json: ChatTargetInput) => call(chats.$post({ param: { groupId: id }, json })),
    change: (chatId: string, json: ChatTargetChange) =>
      call(one.$patch({ param: param(chatId), json })),
    test: (chatId: string) => call(one.test.$post({ param: param(chatId) })),
    rollSecret: (chatId: string) => call(one.secret.$post({ param: param(chatId) })),
    remove: (chatId: string) => call(one.$delete({ param: param(chatId) })),
  };
}
