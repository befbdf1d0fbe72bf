// The German words of mail-words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { pushMailWordsEn } from "./mail-words-en";

export const pushMailWordsDe: Messages<typeof pushMailWordsEn> = {
  push: {
    roundOpened: "Runde {{round}} von {{group}} ist offen. Teile deine Links.",
    deadline: "Die Abstimmung endet in weniger als einem Tag, und du hast noch nicht abgestimmt.",
    reminder: "{{name}} erinnert dich ans Abstimmen.",
    closedWinner: "Die Abstimmung ist beendet. Gewonnen hat: {{winner}}",
    closedNoWinner: "Die Abstimmung ist beendet, ohne Gewinner.",
    joined_one: "{{name}} ist deinem Event beigetreten.",
    joined_other: "{{name}} und {{others}} weitere sind deinem Event beigetreten.",
    testTitle: "Huddle",
    test: "Benachrichtigungen auf diesem Gerät funktionieren.",
  },
};
