// The notifications feature's error codes, each with its one HTTP status (shared/errors.ts gathers them).
import type { CodesOf } from "../common/errors";
import type { notificationsWordsEn } from "./words-en";

export const notificationsErrors = {
  badUnsubscribeToken: 400,
  guestHasNoEmail: 403,
} as const satisfies Record<CodesOf<typeof notificationsWordsEn>, number>;
