// The German words of mail-words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { deadlinesMailWordsEn } from "./mail-words-en";

export const deadlinesMailWordsDe: Messages<typeof deadlinesMailWordsEn> = {
  deadline: {
    subject: "„{{title}}“ endet innerhalb von 24 Stunden",
    body: "Die Abstimmung in <b>{{title}}</b> endet innerhalb von 24 Stunden, und du hast noch nicht abgestimmt.",
    reason:
      "Du bekommst das, weil ein Event, in dem du bist, bald endet und du noch nicht abgestimmt hast.",
  },
};
