// The chat feature's error codes, each with its one HTTP status (shared/errors.ts gathers them).
import type { CodesOf } from "../common/errors";
import type { chatWordsEn } from "./words-en";

export const chatErrors = {
  chatAddressInvalid: 400,
  chatRoomInvalid: 400,
  chatTokenRequired: 400,
  chatTokenInvalid: 400,
  chatNotFound: 404,
  chatTooMany: 409,
  chatNotWebhook: 409,
} as const satisfies Record<CodesOf<typeof chatWordsEn>, number>;
