// The push feature's words in English: its sections of the catalogue and its errors' texts
// (shared/i18n/en.ts gathers every feature's).
export const pushWordsEn = {
  errors: {
    pushNoDevice: "This device is not set up for notifications: turn them on first",
    pushEndpointInvalid: "{{field}} must be the https address of a push service",
    pushKeyInvalid: "{{field}} is not a valid push subscription key",
  },
} as const;
