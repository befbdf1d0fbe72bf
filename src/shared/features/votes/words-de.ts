// The German words of words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { votesWordsEn } from "./words-en";

export const votesWordsDe: Messages<typeof votesWordsEn> = {
  votes: {
    approvals_one: "{{count}} Zustimmung",
    approvals_other: "{{count}} Zustimmungen",
    dots_one: "{{count}} Punkt",
    dots_other: "{{count}} Punkte",
    upDownScore: "{{up}} dafür, {{down}} dagegen",
    recorded: "Stimme gespeichert!",
    removed: "Stimme entfernt",
    upRecorded: "Deine Stimme dafür wurde gespeichert",
    downRecorded: "Deine Stimme dagegen wurde gespeichert",
    removedText: "Deine Stimme wurde entfernt",
    dotsOnLink: "Du hast {{dots}} auf diesem Link",
    dotsBack: "Deine Punkte auf diesem Link kannst du wieder vergeben",
    approvalRecorded: "Deine Zustimmung wurde gespeichert",
    failed: "Stimme konnte nicht gespeichert werden",
    approved: "Zugestimmt",
    approve: "Zustimmen",
    dotsGroup: "Deine Punkte auf {{title}}",
    removeDot: "Einen Punkt von {{title}} entfernen",
    addDot: "Einen Punkt auf {{title}} setzen",
    yourDots: "Deine Punkte: ",
    score: "Wertung:",
    // Two shortlisted links level with the winner's score: the winner rule gives it to the newer.
    tie: {
      winner: "Gleichstand: Der neuere Link gewinnt",
      behind: "Gleichstand mit dem Gewinner, der neuer ist",
    },
    shortlist: "Auswahl",
    sort: {
      label: "Sortieren nach",
      newest: "Neueste",
      score: "Wertung",
      rating: "Bewertung",
      price: "Preis",
      date: "Datum",
    },
    emptyTitle: "Noch nichts in der Auswahl",
    emptyText:
      "Füge Links im Tab „Geteilte Links“ zur Auswahl hinzu und stimme dann hier über sie ab.",
    controls: "Event-Steuerung",
    upvote: "Dafür stimmen",
    downvote: "Dagegen stimmen",
    buttonLabel: "{{title}}: {{action}}",
    buttonLabelCount: "{{title}}: {{action}}, {{count}}",
    group: "Stimmen für {{title}}",
    formerMember: "Ein ehemaliges Mitglied",
    voters: {
      up: "Dafür",
      down: "Dagegen",
      approvedBy: "Zugestimmt haben",
      dots: "Punkte",
      line: "<0>{{label}}:</0> {{names}}",
    },
    rule: {
      closedUpDown:
        "Die Abstimmung ist beendet. Die Wertung ist Stimmen dafür minus Stimmen dagegen.",
      closedApproval:
        "Die Abstimmung ist beendet. Die Wertung eines Links ist die Zahl seiner Zustimmungen; die höchste Wertung hat gewonnen, bei Gleichstand der neuere Link.",
      closedDots:
        "Die Abstimmung ist beendet. Die Wertung eines Links ist die Zahl seiner Punkte; die höchste Wertung hat gewonnen, bei Gleichstand der neuere Link.",
      upDown:
        "Die Wertung ist Stimmen dafür minus Stimmen dagegen. Bei Gleichstand gewinnt der zuletzt geteilte Link.",
      approval:
        "Stimme jedem Link in der Auswahl zu, mit dem du zufrieden wärst. Die Wertung eines Links ist die Zahl seiner Zustimmungen. Die höchste Wertung gewinnt; bei Gleichstand der neuere Link.",
      dots: "Jedes Mitglied hat {{dots}}, die es auf die Auswahl verteilen kann, gern auch mehrere auf einen Link. Die Wertung eines Links ist die Zahl seiner Punkte. Die höchste Wertung gewinnt; bei Gleichstand der neuere Link.",
    },
    howChosen: "So wird der Gewinner bestimmt",
    openVotes:
      "Die Stimmen sind offen: Wer die Ergebnisse sieht, sieht auch, wer wie abgestimmt hat.",
    dotsLeft: "{{left}} von {{dots}} übrig",
    hidden: {
      afterVoting: "Ergebnisse siehst du, nachdem du abgestimmt hast",
      afterClose: "Ergebnisse sind sichtbar, wenn das Event endet",
    },
  },
  errors: {
    notOnShortlist: "Nur über Links in der Auswahl kann abgestimmt werden",
    noDotsLeft_one:
      "Du hast insgesamt {{count}} Punkt: nimm zuerst welche von einem anderen Link zurück",
    noDotsLeft_other:
      "Du hast insgesamt {{count}} Punkte: nimm zuerst welche von einem anderen Link zurück",
    upDownEvent:
      'Bei diesem Event stimmt man dafür oder dagegen: Sende { "vote": "up" | "down" | null }',
    approvalEvent:
      'Bei diesem Event stimmt man per Zustimmung ab: Stimme einem Link zu ({ "vote": "up" }) oder nimm die Zustimmung zurück ({ "vote": null })',
    dotsEvent:
      'Bei diesem Event stimmt man mit Punkten ab: Sende, wie viele Punkte du auf dem Link haben willst ({ "dots": n })',
    dotsNotWhole: "dots muss eine ganze Zahl sein",
    dotsTooFew: "dots muss mindestens {{min}} sein",
    dotsTooMany: "dots darf höchstens {{max}} sein",
    voteUnknown: 'value muss "up", "down" oder null sein',
    voteOrDots:
      'Sende "value" (up, down oder null) oder, bei einem Event mit Punkten, "weight" (wie viele Punkte): eins von beiden',
  },
};
