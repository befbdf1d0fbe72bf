// The German words of mail-words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { notificationsMailWordsEn } from "./mail-words-en";

export const notificationsMailWordsDe: Messages<typeof notificationsMailWordsEn> = {
  invitation: {
    subject: "{{inviter}} hat dich zu „{{title}}“ auf Huddle eingeladen",
    body: "<b>{{inviter}}</b> ({{email}}) hat dich eingeladen, <b>{{title}}</b> auf Huddle beizutreten. Dort teilt eine Gruppe Links, wählt die besten aus und stimmt über sie ab.",
    button: "Dem Event beitreten",
    noAccount:
      "Noch kein Konto? Du kannst auf dieser Seite eins erstellen und wirst dem Event hinzugefügt, sobald du angemeldet bist.",
    notExpected: "Falls du diese Einladung nicht erwartet hast, kannst du diese E-Mail ignorieren.",
    reason: "Du bekommst das, weil jemand diese Adresse zu einem Event auf Huddle eingeladen hat.",
  },
  reminder: {
    subject: "Erinnerung: Stimme in „{{title}}“ auf Huddle ab",
    body: "<b>{{creator}}</b> erinnert dich daran, in <b>{{title}}</b> abzustimmen: Die Gruppe entscheidet gerade, und deine Stimme fehlt noch.",
    reason:
      "Du bekommst das, weil die Person, die ein Event erstellt hat, in dem du bist, eine Erinnerung gesendet hat.",
  },
  deadline: {
    subject: "„{{title}}“ endet innerhalb von 24 Stunden",
    body: "Die Abstimmung in <b>{{title}}</b> endet innerhalb von 24 Stunden, und du hast noch nicht abgestimmt.",
    reason:
      "Du bekommst das, weil ein Event, in dem du bist, bald endet und du noch nicht abgestimmt hast.",
  },
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
  joined: {
    subject_one: "{{names}} ist „{{title}}“ beigetreten",
    subject_other: "{{names}} sind „{{title}}“ beigetreten",
    body_one: "{{names}} ist deinem Event <b>{{title}}</b> beigetreten.",
    body_other: "{{names}} sind deinem Event <b>{{title}}</b> beigetreten.",
    others_one: "{{count}} weitere Person",
    others_other: "{{count}} weitere Personen",
    people_one: "{{count}} Person",
    people_other: "{{count}} Personen",
    button: "Event öffnen",
    reason: "Du bekommst das, weil du dieses Event erstellt hast.",
  },
  roundOpened: {
    subject: "Eine neue Runde von „{{group}}“ ist offen",
    body: "Runde {{number}} von <b>{{group}}</b> ist offen: Teile Links, nimm die besten in die Auswahl und stimm ab.",
    bodyTitled:
      "Runde {{number}} von <b>{{group}}</b> ist offen: <b>{{title}}</b>. Teile Links, nimm die besten in die Auswahl und stimm ab.",
    button: "Runde öffnen",
    reason: "Du bekommst das, weil du Mitglied dieser Gruppe bist.",
  },
};
