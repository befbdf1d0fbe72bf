// The push feature's error codes, each with its one HTTP status (shared/errors.ts gathers them).
import type { CodesOf } from "../common/errors";
import type { pushWordsEn } from "./words-en";

export const pushErrors = {
  pushEndpointInvalid: 400,
  pushKeyInvalid: 400,
  pushNoDevice: 409,
} as const satisfies Record<CodesOf<typeof pushWordsEn>, number>;
