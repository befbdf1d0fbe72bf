// The German words of settings-en.ts: exactly its keys (tsc checks).
import type { Messages } from "./languages";
import type { settingsEn } from "./settings-en";

export const settingsDe: Messages<typeof settingsEn> = {
  notifications: {
    title: "E-Mail-Benachrichtigungen",
    description:
      "Wähle, welche E-Mails Huddle an <0>{{email}}</0> schickt. Jede E-Mail enthält außerdem einen Link, um ihre Art abzuschalten.",
    loading: "Einstellungen werden geladen …",
    saved: "Einstellungen gespeichert",
    failed: "Einstellungen konnten nicht gespeichert werden",
    subscribeFailed: "Wieder abonnieren fehlgeschlagen",
    unsubscribeFailed: "Abbestellen fehlgeschlagen",
  },
  push: {
    title: "Push-Benachrichtigungen",
    description:
      "Benachrichtigungen auf deinem Handy oder Computer, auch wenn Huddle geschlossen ist.",
    loading: "Einstellungen werden geladen …",
    device: "Dieses Gerät benachrichtigen",
    deviceOn: "An für diesen Browser. Jedes deiner Geräte hat einen eigenen Schalter.",
    deviceOff: "Aus für diesen Browser. Dein Browser fragt, ob du Benachrichtigungen erlaubst.",
    unsupported:
      "Dieser Browser kann keine Benachrichtigungen von Huddle anzeigen. Auf einem iPhone oder iPad füge Huddle zuerst zum Home-Bildschirm hinzu und schalte sie dort ein.",
    denied:
      "Benachrichtigungen von Huddle sind in diesem Browser blockiert. Um sie zu erlauben, öffne die Website-Einstellungen (das Symbol neben der Adresse), erlaube Benachrichtigungen und lade diese Seite neu.",
    kindsTitle: "Was gesendet wird",
    kindsAbout: "An jedes Gerät, auf dem Benachrichtigungen an sind.",
    kindsApart: "E-Mails haben eigene Schalter.",
    saved: "Einstellungen gespeichert",
    failed: "Einstellungen konnten nicht gespeichert werden",
    turnedOn: "Dieses Gerät wird benachrichtigt",
    turnedOff: "Dieses Gerät wird nicht mehr benachrichtigt",
    turnOnFailed: "Benachrichtigungen konnten nicht eingeschaltet werden",
    turnOffFailed: "Benachrichtigungen konnten nicht ausgeschaltet werden",
    refused: "Benachrichtigungen wurden in diesem Browser nicht erlaubt.",
    noWorker:
      "Huddle konnte seinen Hintergrunddienst in diesem Browser nicht starten. Lade die Seite neu und versuche es noch einmal.",
    offer: {
      title: "Sag mir Bescheid, wenn der Gewinner feststeht",
      text: "Erhalte eine Benachrichtigung auf diesem Gerät, wenn das Event abgeschlossen wird. Du kannst das jederzeit in den Einstellungen ändern.",
      turnOn: "Benachrichtigungen einschalten",
      dismiss: "Nein danke",
    },
  },
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
  unsubscribe: {
    pageTitle: "E-Mails abbestellen · Huddle",
    failed: "Abbestellen fehlgeschlagen",
    working: "Wird abbestellt …",
    subscribedAgain: "Wieder abonniert",
    unsubscribed: "Abbestellt",
    willGetAgain: "Du bekommst <0>{{what}}</0> wieder an <1>{{address}}</1>.",
    willNoLonger: "Du bekommst keine <0>{{what}}</0> mehr an <1>{{address}}</1>.",
    othersUnaffected:
      "Deine anderen E-Mails von Huddle sind davon nicht betroffen. Um alle auszuwählen, melde dich an und öffne die Einstellungen.",
    unsubscribe: "Abbestellen",
    subscribeAgain: "Wieder abonnieren",
    notValidText:
      "Vielleicht wurde er nur zum Teil kopiert. Nutze den Link unten in der E-Mail selbst, oder melde dich an und wähle deine E-Mails in den Einstellungen.",
    what: {
      invitation: "Einladungs-E-Mails",
      reminder: "Erinnerungs-E-Mails",
      deadline: "E-Mails zur nahenden Frist",
      closed: "Ergebnis-E-Mails",
      joined: "E-Mails zu neuen Mitgliedern",
      roundOpened: "E-Mails zu neuen Runden",
    },
  },
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
