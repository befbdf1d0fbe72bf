// The German words of mail-words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { calendarMailWordsEn } from "./mail-words-en";

export const calendarMailWordsDe: Messages<typeof calendarMailWordsEn> = {
  calendar: {
    winner: "Gewinner: {{winner}} ({{title}})",
    noWinner: "Beendet: {{title}} (kein Gewinner)",
    winnerText: "„{{title}}“ ist beendet. Das Ergebnis in Huddle:",
    roundOpens: "{{group}}: eine neue Runde beginnt",
    roundCloses: "{{group}}: die Abstimmung endet",
    scheduleText: "Die wöchentlichen Runden von „{{group}}“ in Huddle:",
    feedName: "Huddle",
    feedText: "Die Fristen und Gewinner deiner Huddle-Events",
  },
};
