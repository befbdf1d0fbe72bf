// The German words of settings-words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { notificationsSettingsWordsEn } from "./settings-words-en";

export const notificationsSettingsWordsDe: Messages<typeof notificationsSettingsWordsEn> = {
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
};
