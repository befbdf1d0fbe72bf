// The German words of words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { landingWordsEn } from "./words-en";

export const landingWordsDe: Messages<typeof landingWordsEn> = {
  landing: {
    pageTitle: "Huddle: gemeinsam entscheiden",
    welcome: "Willkommen, {{name}}",
    accountNav: "Konto",
    benefits: {
      realtime: {
        title: "Zusammenarbeit in Echtzeit",
        text: "Neue Links, Stimmen und der aktuelle Gewinner erscheinen sofort auf dem Bildschirm aller Mitglieder, ohne Neuladen.",
      },
      democratic: {
        title: "Demokratisch abstimmen",
        text: "Stimm für oder gegen jede Option, stimm allen zu, mit denen du zufrieden wärst, oder verteile ein paar Punkte: Wer das Event erstellt, wählt die Art, und für alle zählt dieselbe Wertung.",
      },
      shortlist: {
        title: "Eine geordnete Auswahl",
        text: "Behalte jeden Vorschlag, aber stimme nur über die ab, die in Frage kommen.",
      },
      secure: {
        title: "Sicher und privat",
        text: "Nur die Mitglieder eines Events können es sehen. Man tritt mit dem Einladungscode oder -link bei.",
      },
      eyebrow: "Warum Huddle",
      title: "Fair, schnell und offen",
      lead: "Alle sehen dieselben Optionen und dieselbe Wertung, so steht die ganze Gruppe hinter der Entscheidung.",
    },
    cta: {
      title: "Bereit, gemeinsam zu entscheiden?",
      text: "Erstelle ein Event, teile die Einladung und lass deine Gruppe den Gewinner wählen.",
      start: "Jetzt loslegen",
    },
    preview: {
      label:
        "Beispiel: eine Auswahl von drei Restaurants mit ihren Stimmen, das mit der besten Wertung als aktueller Gewinner markiert.",
      event: "Teamessen am Freitag",
      counts: "6 Mitglieder · 8 Links geteilt",
      active: "Aktiv",
      score: "Wertung: {{score}}",
    },
    hero: {
      live: "Live für alle in der Gruppe",
      title: "Gemeinsam entscheiden,",
      titleAccent: "ohne endlosen Chatverlauf",
      lead: "Erstelle ein Event, lade deine Gruppe ein und sammle mit ihr Ideen als Links. Nimm die besten in die Auswahl, stimm ab (dafür oder dagegen, mit Zustimmung oder Punkten) und sieh zu, wie der Gewinner nach oben steigt.",
      start: "Jetzt zusammenarbeiten",
      learnMore: "Mehr erfahren",
    },
    how: {
      create: {
        title: "Events erstellen",
        text: "Starte ein Event für die anstehende Entscheidung: gib ihm einen Titel und, wenn du magst, eine kurze Beschreibung.",
      },
      share: {
        title: "Links teilen",
        text: "Lade deine Gruppe mit einem Code oder Link ein. Alle teilen die Optionen, die ihnen gefallen, als Links.",
      },
      vote: {
        title: "Gemeinsam abstimmen",
        text: "Nimm die stärksten Optionen in die Auswahl und stimm dann ab: dafür oder dagegen, mit Zustimmung oder mit ein paar Punkten.",
      },
      pick: {
        title: "Gewinner wählen",
        text: "Der Link in der Auswahl mit der besten Wertung ist der aktuelle Gewinner. Beende das Event, um ihn festzulegen.",
      },
      eyebrow: "Vier Schritte",
      title: "So funktioniert's",
      lead: "Vom zerstreuten Gruppenchat zu einer klaren Antwort.",
      step: "Schritt {{number}}",
    },
    useCases: {
      restaurant: {
        title: "Restaurantwahl",
        text: "Wo das Team am Freitag isst.",
      },
      vacation: {
        title: "Urlaubsziele",
        text: "Wohin die Gruppe nächsten Sommer fährt.",
      },
      tools: {
        title: "Tools",
        text: "Welche App oder welchen Dienst das Team einführt.",
      },
      activities: {
        title: "Aktivitäten",
        text: "Was deine Gruppe beim Offsite oder am Wochenende unternimmt.",
      },
      research: {
        title: "Produktrecherche",
        text: "Welches Produkt du kaufst, direkt verglichen.",
      },
      content: {
        title: "Inhalte kuratieren",
        text: "Die Artikel, Videos und Vorträge, die sich zu teilen lohnen.",
      },
      eyebrow: "Anwendungsfälle",
      title: "Für jede Entscheidung, die eine Gruppe treffen muss",
      lead: "Wenn die Optionen eine Webadresse haben, hilft Huddle deiner Gruppe bei der Wahl.",
    },
  },
};
