// The German words of dialog-words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { chatEn } from "./dialog-words-en";
import { noticeChatMessageNamesDe } from "../notifications/channel-words-de";

export const chatDe: Messages<typeof chatEn> = {
  chats: {
    title: "Chats",
    aboutEvent:
      "Sag dem Chat der Gruppe Bescheid: wenn dieses Event öffnet, wenn die Frist naht, und wer gewonnen hat.",
    aboutGroup:
      "Sag dem Chat der Gruppe bei jeder Runde Bescheid: wenn sie öffnet, wenn die Frist naht, und wer gewonnen hat.",
    listTitle: "Verbundene Chats",
    loading: "Chats werden geladen …",
    loadFailed: "Die Chats konnten nicht geladen werden",
    none: "Noch ist kein Chat verbunden.",
    full: "{{max}} Chats sind verbunden, mehr geht nicht.",
    kinds: {
      slack: "Slack",
      discord: "Discord",
      teams: "Microsoft Teams",
      matrix: "Matrix",
      webhook: "Webhook",
    },
    connect: {
      open: "Chat verbinden",
      kind: "Wohin es geht",
      url: "Webhook-Adresse",
      webhookUrl: "Adresse",
      homeserver: "Homeserver",
      room: "Raum-ID",
      accessToken: "Zugriffstoken",
      name: "Name (optional)",
      nameHint: "Wie du ihn hier nennst, etwa #abendessen. Ohne Namen heißt er wie seine Art.",
      submit: "Verbinden",
      busy: "Wird verbunden …",
      done: "Chat verbunden",
      failed: "Der Chat konnte nicht verbunden werden",
      cancel: "Zurück",
    },
    help: {
      slack:
        "Auf api.slack.com/apps: deine App, Incoming Webhooks, Add New Webhook to Workspace, den Kanal wählen und dann seine Adresse kopieren.",
      discord:
        "In Discord: Kanal bearbeiten, Integrationen, Webhooks, Neuer Webhook, dann Webhook-URL kopieren.",
      teams:
        "In Teams: die App Workflows, „Bei Empfang einer Webhook-Anforderung in einem Kanal posten“, den Kanal wählen und dann seine Adresse kopieren.",
      matrix:
        "Das Zugriffstoken eines Bot-Kontos, die ID des Raums (Raumeinstellungen, Erweitert) und die Adresse seines Homeservers. Lade den Bot zuerst in den Raum ein.",
      webhook:
        "Eine beliebige https-Adresse von dir: Huddle schickt JSON dorthin, signiert nach der Standard-Webhooks-Spezifikation.",
    },
    messages: {
      title: "Was er erfährt",
      ...noticeChatMessageNamesDe,
      test: "Testnachricht",
      saved: "Gespeichert",
      failed: "Speichern fehlgeschlagen",
    },
    test: {
      send: "Testnachricht senden",
      busy: "Wird gesendet …",
      answered: "Antwort {{status}} nach {{ms}} ms",
      noAnswer: "Keine Antwort nach {{ms}} ms",
      failedBecause: "Fehlgeschlagen: {{error}}",
      mayHaveArrived:
        "Sie ging hinaus und ist vielleicht angekommen: Sieh im Chat nach, bevor du noch eine sendest.",
      reconnect:
        "Huddle konnte die Anfrage nicht bilden: Verbinde den Chat noch einmal mit Adresse und Token.",
      answer: "Die Antwort",
      failed: "Die Testnachricht konnte nicht gesendet werden",
    },
    failures: {
      refused: "Adresse abgelehnt",
      notSent: "Nicht gesendet",
      unreachable: "Nicht erreichbar",
      noAnswer: "Keine Antwort gekommen",
      timeout: "Keine rechtzeitige Antwort",
      redirect: "Weiterleitung nicht gefolgt",
      status: "Nicht angenommen",
    },
    attempts: {
      show: "Letzte Versuche ({{n}})",
      none: "Noch nichts gesendet.",
      caption: "Die letzten Versuche, neueste zuerst",
      time: "Zeit",
      message: "Nachricht",
      status: "Status",
      duration: "Dauer",
      ms: "{{ms}} ms",
      noStatus: "Keiner",
    },
    off: {
      badge: "Aus",
      failing:
        "Am {{date}} ausgeschaltet: Einen Tag lang schlug jeder Versuch fehl. Sein Besitzer bekam eine E-Mail. Prüfe die Adresse und schalte ihn dann wieder ein.",
      byHand: "Ausgeschaltet: Er bekommt nichts.",
      turnOn: "Wieder einschalten",
      turnedOn: "Chat wieder eingeschaltet",
    },
    remove: {
      item: "Entfernen",
      title: "Diesen Chat entfernen?",
      text: "{{name}} hört nichts mehr von Huddle. Um ihn wieder zu verbinden, braucht es seine Adresse erneut.",
      busy: "Wird entfernt …",
      done: "Chat entfernt",
      failed: "Der Chat konnte nicht entfernt werden",
    },
    secret: {
      roll: "Geheimnis erneuern",
      rollTitle: "Das Signaturgeheimnis erneuern?",
      rollText:
        "Ab jetzt signiert ein neues Geheimnis jede Nachricht. 24 Stunden lang signiert das alte sie noch mit, damit dein Programm sie weiter prüfen kann, bis du ihm das neue gibst.",
      rollBusy: "Wird erneuert …",
      rolled: "Neues Signaturgeheimnis erstellt",
      failed: "Das Geheimnis konnte nicht erneuert werden",
      title: "Signaturgeheimnis",
      once: "Kopiere es jetzt: Es wird nicht noch einmal gezeigt. Dein Programm prüft damit die Signatur jeder Nachricht.",
      copy: "Geheimnis kopieren",
      copied: "Geheimnis kopiert",
      done: "Ich habe es kopiert",
    },
  },
};
