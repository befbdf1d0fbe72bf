// The German words of words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { eventsWordsEn } from "./words-en";

export const eventsWordsDe: Messages<typeof eventsWordsEn> = {
  event: {
    pageTitle: "Event · Huddle",
    loadFailed: "Das Event konnte nicht geladen werden",
    loading: "Event wird geladen …",
    tabs: {
      links: "Geteilte Links",
      shortlist: "Abstimmung",
      members: "Mitglieder",
    },
    signIn: {
      pageTitle: "Melde dich an, um dieses Event zu öffnen · Huddle",
      heading: "Melde dich an, um dieses Event zu öffnen",
      text: "Dieser Link führt zu einem Event auf Huddle. Melde dich an oder erstelle ein Konto, dann öffnet es sich hier, wenn du Mitglied bist.",
      opensAt: "Es öffnet sich bei „{{tab}}“.",
      guest:
        "Du machst als Gast mit? Öffne den Einladungslink, den du bekommen hast: Gäste treten darüber bei.",
    },
  },
  events: {
    create: {
      name: "Event erstellen",
      description:
        "Starte eine Gruppenentscheidung. Danach teilst du den Einladungscode mit den anderen.",
      busy: "Wird erstellt …",
      done: "Event erstellt!",
      doneText: "Dein Event wurde erstellt.",
      failed: "Event konnte nicht erstellt werden",
    },
    manage: "Verwalten",
    edit: {
      name: "Event bearbeiten",
      description:
        "Ändere den Titel, die Beschreibung, die Abstimmungsfrist und wie die Gruppe abstimmt.",
      done: "Event aktualisiert!",
      doneText: "Deine Änderungen wurden gespeichert.",
      failed: "Event konnte nicht aktualisiert werden",
    },
    newCode: {
      item: "Neuer Einladungscode",
      title: "Neuen Einladungscode erstellen?",
      text: "Der aktuelle Code <0>{{code}}</0> und sein Einladungslink funktionieren ab sofort nicht mehr. Alle, die beigetreten sind, bleiben Mitglied.",
      confirm: "Neuen Code erstellen",
      busy: "Wird erstellt …",
      done: "Neuer Code erstellt!",
      doneText: "Der Einladungscode ist jetzt {{code}}.",
      failed: "Neuer Code konnte nicht erstellt werden",
    },
    delete: {
      item: "Event löschen",
      title: "Dieses Event löschen?",
      text: "„{{title}}“ wird für alle Mitglieder gelöscht, mit allen Links, der Auswahl und den Stimmen. Das lässt sich nicht rückgängig machen.",
      busy: "Wird gelöscht …",
      done: "Event gelöscht",
      doneText: "„{{title}}“ wurde gelöscht.",
      failed: "Event konnte nicht gelöscht werden",
    },
    card: {
      created: "Erstellt am <0>{{date}}</0>",
      creator: "Du hast es erstellt",
    },
    fields: {
      title: "Titel des Events",
      titlePlaceholder: "z. B. Teamessen am Freitag",
      description: "Beschreibung <0>(optional)</0>",
      descriptionPlaceholder: "Worüber entscheidet deine Gruppe?",
    },
    notFound: {
      pageTitle: "Event nicht gefunden · Huddle",
      heading: "Event nicht gefunden",
      text: "Das Event, das du suchst, gibt es nicht, oder du hast keinen Zugriff darauf.",
      back: "Zurück zum Dashboard",
    },
    join: {
      name: "Event beitreten",
      signedOutText:
        "Gib den Einladungscode ein, den jemand mit dir geteilt hat. Danach meldest du dich an oder machst als Gast weiter.",
      text: "Gib den Einladungscode ein, den jemand mit dir geteilt hat.",
      busy: "Wird beigetreten …",
      done: "Event beigetreten!",
      doneText: "Du bist dem Event beigetreten.",
      code: "Einladungscode",
      codePlaceholder: "z. B. K7QM4XTP",
    },
    leave: {
      button: "Event verlassen",
      title: "Dieses Event verlassen?",
      text: "Du siehst „{{title}}“ dann nicht mehr, und deine Stimmen werden entfernt. Mit dem Einladungscode kannst du wieder beitreten.",
      busy: "Wird verlassen …",
      done: "Du hast das Event verlassen",
      doneText: "Du bist kein Mitglied von „{{title}}“ mehr.",
      failed: "Event konnte nicht verlassen werden",
    },
    mine: {
      loading: "Events werden geladen …",
      failed: "Deine Events konnten nicht geladen werden.",
      empty: "Noch keine Events",
      emptyText:
        "Erstelle ein Event, um mit deiner Gruppe zu entscheiden, oder tritt einem mit einem Einladungscode bei.",
    },
  },
  voting: {
    legend: "Abstimmung",
    dotsProblem: "Punkte pro Mitglied müssen eine ganze Zahl von {{min}} bis {{max}} sein",
    resultsHint: {
      always: "Alle sehen die Zahlen und den aktuellen Gewinner, während abgestimmt wird.",
      afterVoting:
        "Jedes Mitglied sieht die Zahlen und den aktuellen Gewinner nach seiner ersten Stimme.",
      afterClose: "Niemand sieht Zahlen oder den Gewinner, bis das Event endet.",
    },
    methodHint: {
      upDown:
        "Jeder Link bekommt eine Stimme dafür oder dagegen. Seine Wertung: Stimmen dafür minus Stimmen dagegen.",
      approval:
        "Stimme jedem Link zu, mit dem du zufrieden wärst. Seine Wertung: die Zahl der Zustimmungen.",
      dots: "Verteile ein paar Punkte auf die Auswahl, gern mehrere auf einen Link. Seine Wertung: die Zahl der Punkte.",
    },
    resultsShownLabel: "Wann Ergebnisse sichtbar sind",
    votesShownLabel: "Wer wie abgestimmt hat",
    methodLabel: "Verfahren",
    dotsLabel: "Punkte pro Mitglied",
    method: {
      upDown: "Dafür und dagegen",
      approval: "Zustimmung",
      dots: "Punkte",
    },
    resultsShown: {
      always: "Immer",
      afterVoting: "Nachdem ich abgestimmt habe",
      afterClose: "Nachdem das Event endet",
    },
    votesShown: {
      counts: "Nur Zahlen",
      open: "Offen: mit Namen",
    },
  },
  errors: {
    eventClosed: "Dieses Event ist beendet",
    eventNotFound: "Event nicht gefunden",
    guestCannotCreate: "Gäste können keine Events erstellen. Speichere zuerst dein Konto.",
    methodAfterVotes:
      "Das Abstimmungsverfahren lässt sich nicht mehr ändern, sobald jemand abgestimmt hat",
    editCreatorOnly: "Nur wer das Event erstellt hat, kann es bearbeiten",
    newCodeCreatorOnly: "Nur wer das Event erstellt hat, kann einen neuen Einladungscode erstellen",
    deleteCreatorOnly: "Nur wer das Event erstellt hat, kann es löschen",
    resultsShownUnknown: 'resultsShown muss "always", "afterVoting" oder "afterClose" sein',
    votesShownUnknown: 'votesShown muss "counts" oder "open" sein',
    methodUnknown: 'method muss "upDown", "approval" oder "dots" sein',
  },
};
