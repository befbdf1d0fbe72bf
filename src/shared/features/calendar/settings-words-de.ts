// The German words of settings-words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { calendarSettingsWordsEn } from "./settings-words-en";

export const calendarSettingsWordsDe: Messages<typeof calendarSettingsWordsEn> = {
  calendar: {
    feed: {
      title: "Kalender-Abo",
      description:
        "Eine private Adresse, die deine Kalender-App abonnieren kann: die Fristen deiner offenen Events und, sobald sie beendet sind, ihre Gewinner. Wer die Adresse hat, kann sie lesen.",
      off: "Das Abo ist aus.",
      make: "Adresse erstellen",
      address: "Deine Kalenderadresse",
      copy: "Adresse kopieren",
      copied: "Adresse kopiert",
      open: "In der Kalender-App öffnen",
      renew: "Neue Adresse erstellen",
      renewed: "Neue Adresse erstellt: die alte funktioniert nicht mehr",
      turnOff: "Ausschalten",
      turnedOff: "Kalender-Abo ausgeschaltet",
      made: "Kalenderadresse erstellt",
      failed: "Das Kalender-Abo konnte nicht geändert werden",
      loading: "Wird geladen...",
    },
  },
};
