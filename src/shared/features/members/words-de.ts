// The German words of words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { membersWordsEn } from "./words-en";

export const membersWordsDe: Messages<typeof membersWordsEn> = {
  members: {
    heading: "Mitglieder",
    you: "(du)",
    creator: "Ersteller*in",
    remove: "Entfernen",
    removeTitle: "{{name}} entfernen?",
    removeText:
      "{{name}} verliert den Zugang zu „{{title}}“, und die Stimmen werden entfernt. Damit die Person nicht wieder beitritt, erstelle auch einen neuen Einladungscode.",
    removing: "Wird entfernt …",
    removed: "Mitglied entfernt",
    removedText: "{{name}} ist kein Mitglied dieses Events mehr.",
    removeFailed: "Mitglied konnte nicht entfernt werden",
    ofGroup:
      "Die Mitglieder einer Runde sind die ihrer Gruppe: Beitreten, Verlassen und Entfernen geschieht auf der Seite der Gruppe.",
  },
  errors: {
    invalidCode: "Ungültiger Einladungscode",
    alreadyMember: "Du bist schon Mitglied dieses Events",
    memberNotFound: "Mitglied nicht gefunden",
    codeRequired: "Ein Einladungscode ist nötig",
    removeCreatorOnly: "Nur wer das Event erstellt hat, kann Mitglieder entfernen",
    creatorCannotBeRemoved: "Wer das Event erstellt hat, kann nicht daraus entfernt werden",
    creatorCannotLeave:
      "Wer das Event erstellt hat, kann es nicht verlassen. Lösche es stattdessen.",
    codeTooLong: "Der Einladungscode darf höchstens {{max}} Zeichen lang sein",
  },
};
