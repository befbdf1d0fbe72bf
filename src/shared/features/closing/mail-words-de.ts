// The German words of mail-words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { closingMailWordsEn } from "./mail-words-en";

export const closingMailWordsDe: Messages<typeof closingMailWordsEn> = {
  closed: {
    subject: "„{{title}}“ ist beendet",
    subjectWinner: "„{{title}}“ ist beendet: Der Gewinner ist „{{winner}}“",
    body: "<b>{{title}}</b> ist beendet. In der Auswahl war nichts, deshalb gibt es keinen Gewinner.",
    bodyWinner: "<b>{{title}}</b> ist beendet. Der Gewinner ist <b>{{winner}}</b>.",
    bodyAllBarred:
      "<b>{{title}}</b> ist beendet. Jeder Link in der Auswahl hat eine der letzten Runden gewonnen, deshalb konnte keiner diese gewinnen.",
    winnerPage: "Die eigene Seite des Gewinners:",
    ranking: "Die Auswahl, die beste zuerst:",
    barred: "übersprungen: hat kürzlich gewonnen, konnte diese Runde also nicht gewinnen",
    tie: "<b>{{winner}}</b> und <b>{{other}}</b> hatten gleich viele Punkte; bei Gleichstand gewinnt der neuere Link, also <b>{{winner}}</b>.",
    more_one: "Und {{count}} weiterer Link in der Auswahl.",
    more_other: "Und {{count}} weitere Links in der Auswahl.",
    button: "Ergebnis ansehen",
    reason: "Du bekommst das, weil ein Event, in dem du bist, beendet wurde.",
  },
};
