// The German words of words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { linksWordsEn } from "./words-en";

export const linksWordsDe: Messages<typeof linksWordsEn> = {
  share: {
    pageTitle: "In ein Event teilen · Huddle",
    heading: "In ein Event teilen",
    subtitle: "Wähle eines deiner offenen Events und teile den Link dort.",
    event: "Event",
    sharing: "Du teilst",
    signInText:
      "Melde dich an, um eines deiner Events zu wählen. Danach kommst du mit diesem Link hierher zurück.",
    signIn: "Anmelden und teilen",
    guestText: "Zu einem Event eingeladen? Mach mit seinem Einladungscode oder -link als Gast mit.",
    empty: "Keine offenen Events",
    emptyText:
      "Erstelle ein Event, um diesen Link dort zu teilen, oder tritt einem mit einem Einladungscode bei.",
    bookmark: {
      title: "Seiten in Huddle teilen",
      description: "Schick die Seite, die du gerade ansiehst, in eines deiner Events.",
      drag: "Zieh diesen Link in die Lesezeichenleiste deines Browsers. Klickst du auf einer Seite auf das Lesezeichen, öffnet Huddle „In ein Event teilen“ mit der Adresse und dem Titel dieser Seite.",
      link: "In Huddle teilen",
      dragIt:
        "Zieh den Link in deine Lesezeichenleiste und klick ihn dort auf der Seite an, die du teilen willst.",
      copy: "Lesezeichen kopieren",
      copied:
        "Adresse des Lesezeichens kopiert: Füge sie als Adresse eines neuen Lesezeichens ein.",
      android:
        "Auf Android installierst du Huddle als App, dann erscheint es im Teilen-Menü deines Handys: Teile eine Seite aus einer beliebigen App und wähle Huddle.",
    },
  },
  links: {
    looking: "Seite wird angesehen …",
    previewLabel: "Vorschau der Seite",
    delete: "Löschen",
    deleteTitle: "Diesen Link löschen?",
    deleteText:
      "„{{title}}“ und alle Stimmen dafür werden für alle entfernt. Das lässt sich nicht rückgängig machen.",
    deleteLink: "Link löschen",
    showIt: "Anzeigen",
    inShortlist: "In der Auswahl",
    adding: "Wird hinzugefügt …",
    addToShortlist: "Zur Auswahl hinzufügen",
    removeFromShortlist: "Aus der Auswahl entfernen",
    newTab: "(öffnet sich in einem neuen Tab)",
    sharedBy: "Geteilt von <0>{{name}}</0>",
    // A link's history in its group and "give others a chance" (decision 226).
    memory: {
      label: "In dieser Gruppe",
      won_one: "Gewonnen am {{date}}",
      won_other: "{{count}}-mal gewonnen, zuletzt am {{date}}",
      shortlisted_one: "Einmal in der Auswahl",
      shortlisted_other: "{{count}}-mal in der Auswahl",
      sharedBefore: "Schon geteilt von <0>{{name}}</0>",
      barred: "Hat kürzlich gewonnen: kann diese Runde nicht gewinnen",
    },
    facts: {
      date: "Datum",
      rating: "Bewertung",
      price: "Preis",
      address: "Adresse",
      ratingValue: "{{rating}} <0>★</0>",
      ratingWithCount: "{{rating}} <0>★</0> ({{reviews}})",
      ratingSpokenAlone: "{{rating}} von 5",
      ratingSpoken_one: "{{rating}} von 5, aus {{formatted}} Bewertung",
      ratingSpoken_other: "{{rating}} von 5, aus {{formatted}} Bewertungen",
      free: "Kostenlos",
    },
    share: {
      title: "Einen Link teilen",
      description:
        "Schlag der Gruppe eine Option vor: einen Ort, eine Reise, ein Tool, alles mit einer URL.",
      closed: "Dieses Event ist beendet, deshalb können keine neuen Links geteilt werden.",
      url: "URL",
      urlPlaceholder: "https://example.com",
      titleLabel: "Titel",
      titlePlaceholder: "Was ist es?",
      description2: "Beschreibung <0>(optional)</0>",
      descriptionPlaceholder: "Warum lohnt sich ein Blick?",
      sharing: "Wird geteilt …",
      submit: "Link teilen",
    },
    all: "Alle Links",
    emptyTitle: "Noch keine Links geteilt",
    emptyClosed: "Dieses Event wurde beendet, bevor jemand einen Link geteilt hat.",
    emptyOpen: "Mach den Anfang: Teile einen Link mit dem Formular.",
    toast: {
      shared: "Link geteilt!",
      sharedText: "Dein Link wurde zum Event hinzugefügt",
      shareFailed: "Link konnte nicht geteilt werden",
      added: "Zur Auswahl hinzugefügt!",
      addedText: "Der Link wurde zur Auswahl für die Abstimmung hinzugefügt",
      addFailed: "Konnte nicht zur Auswahl hinzugefügt werden",
      removed: "Aus der Auswahl entfernt",
      removedText: "Die Stimmen bleiben erhalten, falls er zurückkommt",
      removeFailed: "Konnte nicht aus der Auswahl entfernt werden",
      dotsReturned: "Die Punkte gingen an die Mitglieder zurück, die sie vergeben hatten",
      deleted: "Link gelöscht",
      deletedText: "Der Link und seine Stimmen wurden entfernt",
      deleteFailed: "Link konnte nicht gelöscht werden",
    },
  },
  errors: {
    linkNotFound: "Link nicht gefunden",
    urlRequired: "Eine URL ist nötig",
    urlTooLong: "Die URL darf höchstens {{max}} Zeichen lang sein",
    alreadyShared: "Schon geteilt von {{name}}",
    linkDeleteSharerOrCreator:
      "Nur wer diesen Link geteilt hat oder wer das Event erstellt hat, kann ihn löschen",
    unshortlistShortlisterOrCreator:
      "Nur wer diesen Link in die Auswahl genommen hat oder wer das Event erstellt hat, kann ihn aus der Auswahl entfernen",
    urlInvalid: "Gib eine vollständige URL mit http:// oder https:// ein",
  },
};
