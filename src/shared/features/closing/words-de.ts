// The German words of words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { closingWordsEn } from "./words-en";

export const closingWordsDe: Messages<typeof closingWordsEn> = {
  closing: {
    title: "Event-Steuerung",
    closedText:
      "Dieses Event ist beendet. Wenn du es wieder öffnest, wird der festgehaltene Gewinner gelöscht, und alle können wieder abstimmen.",
    openText:
      "Wenn die Gruppe entschieden hat, beende das Event: Die Abstimmung endet, und der aktuelle Gewinner wird festgehalten.",
    closeAndSelect: "Beenden & Gewinner wählen",
    confirmTitle: "Dieses Event beenden?",
    // The button's words are the original's and read as if the creator picks: the dialog says
    // who does (decision 211).
    confirmRule: {
      upDown:
        "Den Gewinner wählst nicht du: Es ist der Link in der Auswahl mit der höchsten Wertung (Stimmen dafür minus Stimmen dagegen); bei Gleichstand gewinnt der neuere Link.",
      approval:
        "Den Gewinner wählst nicht du: Es ist der Link in der Auswahl mit den meisten Zustimmungen; bei Gleichstand gewinnt der neuere Link.",
      dots: "Den Gewinner wählst nicht du: Es ist der Link in der Auswahl mit den meisten Punkten; bei Gleichstand gewinnt der neuere Link.",
    },
    confirmWinner:
      "Nach dieser Regel ist „{{title}}“ jetzt der Gewinner, und das Beenden hält ihn fest. Links, Auswahl und Stimmen bleiben, wie sie sind, bis du das Event wieder öffnest.",
    confirmShortlist:
      "Das Beenden hält ihn fest, und alle sehen das Ergebnis. Links, Auswahl und Stimmen bleiben, wie sie sind, bis du das Event wieder öffnest.",
    confirmEmpty:
      "In der Auswahl ist nichts, deshalb endet das Event ohne Gewinner. Du kannst es später wieder öffnen.",
    close: "Event beenden",
    closing: "Wird beendet …",
    reopening: "Wird wieder geöffnet …",
    reopen: "Event wieder öffnen",
    closed: "Event beendet",
    winnerRecorded: "Der Gewinner wurde festgehalten",
    noWinner: "Das Event endete ohne Gewinner",
    reopened: "Event wieder geöffnet",
    reopenedText: "Die Mitglieder können wieder teilen, auswählen und abstimmen",
    closeFailed: "Event konnte nicht beendet werden",
    reopenFailed: "Event konnte nicht wieder geöffnet werden",
  },
  errors: {
    closeCreatorOnly: "Nur wer das Event erstellt hat, kann es beenden oder wieder öffnen",
  },
};
