// The German words of words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { authWordsEn } from "./words-en";

export const authWordsDe: Messages<typeof authWordsEn> = {
  auth: {
    email: "E-Mail",
    enterEmail: "Gib deine E-Mail-Adresse ein",
    password: "Passwort",
    passwordHint: "Mindestens {{min}} Zeichen.",
    createPassword: "Passwort festlegen",
    enterPassword: "Gib dein Passwort ein",
    forgot: {
      title: "Fehler beim Zurücksetzen des Passworts",
      fallback:
        "Der Link zum Zurücksetzen konnte nicht gesendet werden. Bitte versuche es noch einmal.",
      back: "Zurück zur Anmeldung",
      sent: "<0>Sieh in deinen E-Mails nach.</0> Falls es ein Konto für <1>{{email}}</1> gibt, haben wir ihm einen Link geschickt, um ein neues Passwort zu wählen. Der Link gilt 1 Stunde.",
      sending: "Link wird gesendet …",
      send: "Link zum Zurücksetzen senden",
    },
    google: {
      fallback: "Die Anmeldung mit Google ist fehlgeschlagen. Bitte versuche es noch einmal.",
      accountExists:
        "Es gibt schon ein Konto mit dieser E-Mail-Adresse. Melde dich mit deiner E-Mail und deinem Passwort an.",
      cancelled: "Die Anmeldung mit Google wurde abgebrochen.",
      noEmail:
        "Google hat keine E-Mail-Adresse mitgeteilt, deshalb konnten wir dich nicht anmelden.",
      errorTitle: "Fehler bei der Anmeldung mit Google",
      redirecting: "Weiterleitung zu Google …",
      continue: "Weiter mit Google",
    },
    dialog: {
      resetTitle: "Passwort zurücksetzen",
      saveTitle: "Konto speichern",
      welcomeTitle: "Willkommen bei Huddle",
      resetText:
        "Gib die E-Mail-Adresse deines Kontos ein, dann schicken wir dir einen Link, um ein neues Passwort zu wählen.",
      saveText:
        "Behalte deine Events, Links und Stimmen: erstelle ein Konto oder melde dich bei einem bestehenden an.",
      welcomeText: "Melde dich bei deinem Konto an oder erstelle ein neues, um loszulegen.",
      orEmail: "Oder weiter mit E-Mail",
      signUp: "Registrieren",
    },
    signIn: {
      errorTitle: "Fehler bei der Anmeldung",
      fallback: "Anmeldung fehlgeschlagen. Bitte prüfe deine Zugangsdaten.",
      done: "Du bist jetzt angemeldet.",
      forgot: "Passwort vergessen?",
      busy: "Wird angemeldet …",
    },
    signUp: {
      errorTitle: "Fehler bei der Registrierung",
      fallback: "Das Konto konnte nicht erstellt werden. Bitte versuche es noch einmal.",
      doneSignedIn: "Konto erstellt! Du bist jetzt angemeldet.",
      doneCheckEmail: "Konto erstellt! Bitte sieh in deinen E-Mails nach, um es zu bestätigen.",
      name: "Name <0>(optional)</0>",
      enterName: "Gib deinen Namen ein",
      busy: "Konto wird erstellt …",
      submit: "Konto erstellen",
    },
    signOut: {
      doneTitle: "Abgemeldet",
      done: "Du wurdest abgemeldet.",
      errorTitle: "Fehler beim Abmelden",
      error: "Beim Abmelden ist ein Fehler aufgetreten.",
    },
  },
  guests: {
    badge: "Gast",
    failed: "Weitermachen als Gast hat nicht geklappt",
    continue: "Als Gast weitermachen",
    name: "Dein Name",
    nameHint:
      "Kein Konto nötig: Die anderen Mitglieder sehen diesen Namen. Du kannst dein Konto später speichern.",
    joining: "Wird beigetreten …",
    join: "Als Gast beitreten",
    save: "Konto speichern",
    saveShort: "Speichern",
  },
  errors: {
    accountExists: "Es gibt schon ein Konto mit dieser E-Mail-Adresse. Melde dich stattdessen an.",
    emailTaken: "Es gibt schon ein Konto mit dieser E-Mail-Adresse.",
    emailNotVerified:
      "E-Mail nicht bestätigt. Sieh in deinem Posteingang nach dem Bestätigungslink.",
    resetLinkInvalid:
      "Dieser Link zum Zurücksetzen ist ungültig, abgelaufen oder schon benutzt. Fordere einen neuen an.",
    wrongCurrentPassword: "Dein aktuelles Passwort ist nicht richtig.",
    noPassword: "Dein Konto hat kein Passwort: Du meldest dich mit Google an.",
    guestNoEmail: "Gäste haben keine E-Mail-Adresse. Registriere dich, um dein Konto zu behalten.",
    sameEmail: "Das ist schon deine E-Mail-Adresse.",
    sessionEnded: "Diese Sitzung ist schon beendet.",
    signedInAlready: "Du bist schon angemeldet.",
    invalidCredentials: "Ungültige E-Mail oder ungültiges Passwort",
    tooManySignIns:
      "Zu viele fehlgeschlagene Anmeldeversuche für diese E-Mail. Bitte warte 15 Minuten und versuche es dann noch einmal.",
    tooManyWrongPasswords:
      "Zu viele falsche Passwörter für dieses Konto. Bitte warte 15 Minuten und versuche es dann noch einmal.",
    passwordRequired: "Ein Passwort ist nötig",
    passwordTooShort: "Das Passwort muss mindestens {{min}} Zeichen lang sein",
    passwordTooLong: "Das Passwort darf höchstens {{max}} Zeichen lang sein",
    currentPasswordRequired: "Das aktuelle Passwort ist nötig",
    resetLinkNotValid: "Der Link zum Zurücksetzen ist ungültig",
    notLocalPath: "Muss ein Pfad auf dieser Website sein",
    invitationNotText: "Die Einladung muss Text sein",
    invitationTooLong: "Die Einladung darf höchstens {{max}} Zeichen lang sein",
    unknownProvider: "Unbekannter Anmeldedienst",
    sessionIdRequired: "Eine Sitzungs-ID ist nötig",
    unknownSession: "Unbekannte Sitzung",
  },
};
