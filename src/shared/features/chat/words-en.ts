// The chat feature's words in English: its sections of the catalogue and its errors' texts
// (shared/i18n/en.ts gathers every feature's).
export const chatWordsEn = {
  // The menu item that opens the Chats dialog; the dialog's own words are in dialog-words-en.ts.
  chats: { item: "Chats" },
  errors: {
    chatNotFound: "No such chat",
    chatTooMany: "At most {{max}} chats can be connected",
    chatNotWebhook: "Only a webhook has a signing secret",
    chatAddressInvalid: "{{field}} must be the https address of a public host",
    chatRoomInvalid: "{{field}} must be a room ID such as !abc123:example.org",
    chatTokenRequired: "{{field}} is required",
    chatTokenInvalid: "{{field}} must be the token alone: letters, digits and - . _ ~ + / =",
  },
} as const;
