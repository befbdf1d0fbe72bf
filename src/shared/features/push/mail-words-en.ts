// The push feature's words of the emails (mail.*), in English (mail-en.ts gathers them).
import { noticePushWordsEn } from "../notifications/channel-words-en";

export const pushMailWordsEn = {
  push: {
    ...noticePushWordsEn,
    testTitle: "Huddle",
    test: "Notifications on this device are working.",
  },
} as const;
