// The German words of mail-words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { remindersMailWordsEn } from "./mail-words-en";

export const remindersMailWordsDe: Messages<typeof remindersMailWordsEn> = {
  reminder: {
    subject: "Erinnerung: Stimme in „{{title}}“ auf Huddle ab",
    body: "<b>{{creator}}</b> erinnert dich daran, in <b>{{title}}</b> abzustimmen: Die Gruppe entscheidet gerade, und deine Stimme fehlt noch.",
    reason:
      "Du bekommst das, weil die Person, die ein Event erstellt hat, in dem du bist, eine Erinnerung gesendet hat.",
  },
};
