// The German words of words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { deadlinesWordsEn } from "./words-en";

export const deadlinesWordsDe: Messages<typeof deadlinesWordsEn> = {
  deadlines: {
    closes: "Endet {{left}}",
    closingNow: "Endet jetzt …",
    label: "Abstimmungsfrist <0>(optional)</0>",
    removeLabel: "Frist entfernen",
    remove: "Entfernen<0> (Frist)</0>",
    closesOn: "Die Abstimmung endet von selbst am {{date}}.",
    none: "Keine Frist: Das Event bleibt offen, bis du es beendest.",
    closedLabel: "Abstimmungsfrist",
    reopenToSet: "Öffne das Event wieder, um eine Frist zu setzen",
  },
  errors: {
    deadlineOfClosedEvent: "Dieses Event ist beendet: öffne es wieder, um eine Frist zu setzen",
    noDeadline: "Dieses Event hat keine Frist",
    deadlineNotDate: "Die Frist muss ein Datum mit Uhrzeit sein",
    deadlinePast: "Die Frist muss in der Zukunft liegen",
    deadlineTooFar: "Die Frist muss innerhalb eines Jahres liegen",
  },
};
