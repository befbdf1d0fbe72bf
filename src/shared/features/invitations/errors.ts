// The invitations feature's error codes, each with its one HTTP status (shared/errors.ts gathers them).
import type { CodesOf } from "../common/errors";
import type { invitationsWordsEn } from "./words-en";

export const invitationsErrors = {
  guestCannotInvite: 403,
} as const satisfies Record<CodesOf<typeof invitationsWordsEn>, number>;
