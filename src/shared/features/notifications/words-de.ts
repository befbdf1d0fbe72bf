// The German words of words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { notificationsWordsEn } from "./words-en";

export const notificationsWordsDe: Messages<typeof notificationsWordsEn> = {
  mailKinds: {
    invitation: {
      name: "Einladungen",
      about: "Jemand lädt dich per E-Mail zu einem Event ein",
    },
    reminder: {
      name: "Erinnerungen",
      about:
        "Die Person, die das Event erstellt hat, erinnert alle, die noch nicht abgestimmt haben",
    },
    deadline: {
      name: "Frist läuft bald ab",
      about: "Ein Event, in dem du noch nicht abgestimmt hast, endet innerhalb von 24 Stunden",
    },
    closed: {
      name: "Ergebnisse",
      about: "Ein Event, in dem du bist, ist beendet, mit seinem Gewinner",
    },
    joined: {
      name: "Neue Mitglieder",
      about: "Jemand ist einem Event beigetreten, das du erstellt hast (höchstens täglich)",
    },
    roundOpened: {
      name: "Neue Runden",
      about: "Eine neue Runde einer Gruppe, in der du bist, ist offen",
    },
  },
  errors: {
    badUnsubscribeToken: "Dieser Abmeldelink ist ungültig",
    guestHasNoEmail:
      "Gäste haben keine E-Mail-Adresse, an die wir schreiben können. Speichere zuerst dein Konto.",
  },
};
