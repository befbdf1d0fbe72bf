// The German words of mail-words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { pushMailWordsEn } from "./mail-words-en";
import { noticePushWordsDe } from "../notifications/channel-words-de";

export const pushMailWordsDe: Messages<typeof pushMailWordsEn> = {
  push: {
    ...noticePushWordsDe,
    testTitle: "Huddle",
    test: "Benachrichtigungen auf diesem Gerät funktionieren.",
  },
};
