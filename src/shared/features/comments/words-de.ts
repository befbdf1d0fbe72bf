// The German words of words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { commentsWordsEn } from "./words-en";

export const commentsWordsDe: Messages<typeof commentsWordsEn> = {
  comments: {
    toggle: "Kommentare",
    toggleLabel: "Kommentare {{number}} zu {{title}}",
    region: "Kommentare zu {{title}}",
    empty: "Noch keine Kommentare. Fang das Gespräch an.",
    emptyClosed: "Keine Kommentare.",
    label: "Dein Kommentar",
    placeholder: "Schreib einen Kommentar …",
    submit: "Kommentieren",
    posting: "Wird gesendet …",
    edit: "Bearbeiten",
    editLabel: "Deinen Kommentar bearbeiten",
    save: "Speichern",
    delete: "Löschen",
    deleteTitle: "Diesen Kommentar löschen?",
    deleteText: "Der Kommentar wird für alle entfernt. Das kann nicht rückgängig gemacht werden.",
    deleteComment: "Kommentar löschen",
    edited: "(bearbeitet)",
    closed: "Dieses Event ist geschlossen, daher können keine Kommentare mehr geschrieben werden.",
    loadFailed: "Die Kommentare konnten nicht geladen werden.",
    toast: {
      postFailed: "Kommentar konnte nicht gesendet werden",
      editFailed: "Kommentar konnte nicht gespeichert werden",
      deleted: "Kommentar gelöscht",
      deleteFailed: "Kommentar konnte nicht gelöscht werden",
    },
  },
  errors: {
    commentNotFound: "Kommentar nicht gefunden",
    commentEditAuthorOnly: "Nur wer diesen Kommentar geschrieben hat, kann ihn bearbeiten",
    commentDeleteAuthorOrCreator:
      "Nur wer diesen Kommentar geschrieben hat oder wer das Event erstellt hat, kann ihn löschen",
    commentRequired: "Ein Kommentar ist erforderlich",
    commentTooLong: "Ein Kommentar darf höchstens {{max}} Zeichen lang sein",
  },
};
