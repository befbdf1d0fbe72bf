// The German words of settings-words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { authSettingsWordsEn } from "./settings-words-en";

export const authSettingsWordsDe: Messages<typeof authSettingsWordsEn> = {
  verified: {
    pageTitleLink: "Bestätigungslink · Huddle",
    expired: "Dieser Link ist abgelaufen",
    notValid: "Dieser Link ist ungültig",
    expiredText: "Bestätigungslinks gelten 24 Stunden.",
    notValidText:
      "Vielleicht wurde er nur zum Teil kopiert, oder er gehört zu einer anderen Adresse.",
    signInForNew:
      "Melde dich mit deiner E-Mail und deinem Passwort an, dann schicken wir dir einen neuen Link.",
    pageTitle: "E-Mail bestätigt · Huddle",
    heading: "E-Mail bestätigt",
    welcome: "Willkommen, {{name}}!",
    signedIn: "Deine E-Mail-Adresse ist bestätigt, und du bist angemeldet.",
    signInToContinue: "Deine E-Mail-Adresse ist bestätigt. Melde dich an, um weiterzumachen.",
  },
  resetPassword: {
    pageTitle: "Neues Passwort wählen · Huddle",
    changed: "Passwort geändert",
    changedText:
      "Dein neues Passwort ist gesetzt, und du wurdest auf allen Geräten abgemeldet. Melde dich mit deinem neuen Passwort an, um weiterzumachen.",
    invalid: "Dieser Link funktioniert nicht mehr",
    invalidText:
      "Links zum Zurücksetzen gelten 1 Stunde und nur einmal. Fordere einen neuen an und nutze die neueste E-Mail, die wir dir schicken.",
    askNew: "Neuen Link anfordern",
    tooShort: "Das Passwort muss mindestens {{min}} Zeichen lang sein",
    mismatch: "Die beiden Passwörter stimmen nicht überein",
    errorTitle: "Fehler beim Zurücksetzen des Passworts",
    failed: "Dein Passwort konnte nicht geändert werden. Bitte versuche es noch einmal.",
    heading: "Neues Passwort wählen",
    intro: "Sobald du es änderst, wirst du auf allen Geräten abgemeldet.",
    newPassword: "Neues Passwort",
    confirm: "Neues Passwort bestätigen",
    enterAgain: "Noch einmal eingeben",
    changing: "Passwort wird geändert …",
    change: "Passwort ändern",
  },
};
