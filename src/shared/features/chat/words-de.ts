// The German words of words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { chatWordsEn } from "./words-en";

export const chatWordsDe: Messages<typeof chatWordsEn> = {
  chats: { item: "Chats" },
  errors: {
    chatNotFound: "Diesen Chat gibt es nicht",
    chatTooMany: "Es können höchstens {{max}} Chats verbunden werden",
    chatNotWebhook: "Nur ein Webhook hat ein Signaturgeheimnis",
    chatAddressInvalid: "{{field}} muss die https-Adresse eines öffentlichen Hosts sein",
    chatRoomInvalid: "{{field}} muss eine Raum-ID wie !abc123:example.org sein",
    chatTokenRequired: "{{field}} fehlt",
    chatTokenInvalid: "{{field}} muss das Token allein sein: Buchstaben, Ziffern und - . _ ~ + / =",
  },
};
