// The German words of mail-words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { authMailWordsEn } from "./mail-words-en";

export const authMailWordsDe: Messages<typeof authMailWordsEn> = {
  verify: {
    subject: "Bestätige deine E-Mail-Adresse für Huddle",
    line: "Bitte bestätige deine E-Mail-Adresse, um dein Huddle-Konto fertig einzurichten.",
    footer:
      "Der Link gilt 24 Stunden. Falls du dich nicht bei Huddle registriert hast, kannst du diese E-Mail ignorieren.",
    button: "E-Mail-Adresse bestätigen",
  },
  existing: {
    subject: "Du hast schon ein Huddle-Konto",
    line1:
      "Jemand, hoffentlich du, hat gerade versucht, mit dieser E-Mail-Adresse ein Huddle-Konto zu erstellen. Du hast schon eins, deshalb wurde nichts geändert.",
    line2:
      "Melde dich mit deinem Passwort an, oder mit Google, falls du so beigetreten bist. Wenn du dein Passwort vergessen hast, wähle bei der Anmeldung „Passwort vergessen?“.",
    footer: "Falls das nicht du warst, kannst du diese E-Mail ignorieren: Dein Konto ist sicher.",
    button: "Bei Huddle anmelden",
  },
  reset: {
    subject: "Setze dein Huddle-Passwort zurück",
    line1:
      "Wir haben eine Anfrage erhalten, das Passwort deines Huddle-Kontos zurückzusetzen. Wähle mit dem Link unten ein neues.",
    line2:
      "Danach wirst du auf allen Geräten abgemeldet und kannst dich mit dem neuen Passwort wieder anmelden.",
    footer:
      "Der Link gilt 1 Stunde und nur einmal. Falls du ihn nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.",
    button: "Neues Passwort wählen",
  },
  changeEmail: {
    subject: "Bestätige deine neue E-Mail-Adresse für Huddle",
    line: "Bitte bestätige, dass du diese E-Mail-Adresse für dein Huddle-Konto verwenden möchtest. Deine Adresse ändert sich, wenn du dem Link unten folgst.",
    footer:
      "Der Link gilt 24 Stunden. Falls du das nicht angefordert hast, kannst du diese E-Mail ignorieren: Es ändert sich nichts.",
    button: "Neue E-Mail-Adresse bestätigen",
  },
};
