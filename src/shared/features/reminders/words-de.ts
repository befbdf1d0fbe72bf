// The German words of words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { remindersWordsEn } from "./words-en";

export const remindersWordsDe: Messages<typeof remindersWordsEn> = {
  reminders: {
    sending: "Wird gesendet …",
    remind: "Erinnern",
    again: "Du kannst sie um {{time}} wieder erinnern",
    turnout: "Beteiligung",
    countFailed: "Die Stimmen konnten nicht gezählt werden.",
    counting: "Stimmen werden gezählt …",
    votedSingle_one: "1 von {{count}} Mitglied hat abgestimmt",
    votedSingle_other: "1 von {{count}} Mitgliedern hat abgestimmt",
    voted_one: "{{voted}} von {{count}} Mitglied hat abgestimmt",
    voted_other: "{{voted}} von {{count}} Mitgliedern haben abgestimmt",
    hideNames: "Ausblenden, wer nicht abgestimmt hat",
    showNames: "Zeigen, wer nicht abgestimmt hat",
    notVoted: "Noch nicht abgestimmt",
    failed: "Die Erinnerung konnte nicht gesendet werden. Bitte versuche es noch einmal.",
    nobody:
      "Niemand zu erinnern: Alle, die nicht abgestimmt haben, haben Erinnerungen abgeschaltet",
    sent_one: "Erinnerung an {{count}} Mitglied gesendet",
    sent_other: "Erinnerung an {{count}} Mitglieder gesendet",
  },
  errors: {
    everyoneVoted: "Alle haben schon abgestimmt",
    remindCreatorOnly: "Nur wer das Event erstellt hat, kann die anderen erinnern",
    reminderTooSoon_one:
      "Vor weniger als 12 Stunden wurde schon eine Erinnerung gesendet. Die nächste kannst du in {{count}} Stunde senden.",
    reminderTooSoon_other:
      "Vor weniger als 12 Stunden wurde schon eine Erinnerung gesendet. Die nächste kannst du in {{count}} Stunden senden.",
  },
};
