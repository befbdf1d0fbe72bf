// The German words of mail-words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { chatMailWordsEn } from "./mail-words-en";

export const chatMailWordsDe: Messages<typeof chatMailWordsEn> = {
  chat: {
    opened:
      "<b>{{title}}</b> ist offen: Teilt Links, nehmt die besten in die Auswahl und stimmt ab.",
    linkShared: "<b>{{name}}</b> hat einen Link in <b>{{title}}</b> geteilt:",
    deadline:
      "Die Abstimmung in <b>{{title}}</b> endet bald. Stimmt ab, falls ihr es noch nicht getan habt.",
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
