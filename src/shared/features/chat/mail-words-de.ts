// The German words of mail-words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { chatMailWordsEn } from "./mail-words-en";
import { noticeChatWordsDe } from "../notifications/channel-words-de";

export const chatMailWordsDe: Messages<typeof chatMailWordsEn> = {
  chat: {
    ...noticeChatWordsDe,
    test: "Eine Testnachricht von Huddle: Nachrichten über <b>{{title}}</b> kommen hier an.",
    deadlineFact: "Abstimmung endet",
    roundFact: "Runde",
    open: "In Huddle öffnen",
    publicResult: "Öffentliche Ergebnisseite",
  },
  chatOff: {
    subject: "Huddle sendet nicht mehr an „{{name}}“",
    body: "Huddle konnte dem Chat <b>{{name}}</b> von <b>{{title}}</b> einen Tag lang bei keinem Versuch eine Nachricht zustellen und hat ihn ausgeschaltet. Die letzte Antwort: {{error}}.",
    fix: "Prüfe die Adresse oder den Token des Chats und schalte ihn in den Einstellungen wieder ein.",
    button: "Einstellungen öffnen",
  },
};
