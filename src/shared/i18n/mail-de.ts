// The emails' German words: exactly the keys of mail-en.ts (tsc checks), addressed as "du".
import type { Messages } from "./languages";
import type { mailEn } from "./mail-en";

export const mailDe: Messages<typeof mailEn> = {
  hello: "Hallo,",
  helloName: "Hallo {{name}},",
  orPaste: "Oder füge diesen Link in deinen Browser ein:",
  unsubscribe: "Abbestellen",
  signature: "Huddle",
  votingCloses: "Die Abstimmung endet am <b>{{date}}</b>.",
  votingClosesIn: "Die Abstimmung endet am <b>{{date}}</b> (Zeit in {{zone}}).",
  verify: {
    subject: "Bestätige deine E-Mail-Adresse für Huddle",
    line: "Bitte bestätige deine E-Mail-Adresse, um dein Huddle-Konto fertig einzurichten.",
    footer:
      "Der Link gilt 24 Stunden. Falls du dich nicht bei Huddle registriert hast, kannst du diese E-Mail ignorieren.",
    button: "E-Mail-Adresse bestätigen",
  },
  existing: {
    subject: "Du hast schon ein Huddle-Konto",
    line1:
      "Jemand, hoffentlich du, hat gerade versucht, mit dieser E-Mail-Adresse ein Huddle-Konto zu erstellen. Du hast schon eins, deshalb wurde nichts geändert.",
    line2:
      "Melde dich mit deinem Passwort an, oder mit Google, falls du so beigetreten bist. Wenn du dein Passwort vergessen hast, wähle bei der Anmeldung „Passwort vergessen?“.",
    footer: "Falls das nicht du warst, kannst du diese E-Mail ignorieren: Dein Konto ist sicher.",
    button: "Bei Huddle anmelden",
  },
  reset: {
    subject: "Setze dein Huddle-Passwort zurück",
    line1:
      "Wir haben eine Anfrage erhalten, das Passwort deines Huddle-Kontos zurückzusetzen. Wähle mit dem Link unten ein neues.",
    line2:
      "Danach wirst du auf allen Geräten abgemeldet und kannst dich mit dem neuen Passwort wieder anmelden.",
    footer:
      "Der Link gilt 1 Stunde und nur einmal. Falls du ihn nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.",
    button: "Neues Passwort wählen",
  },
  changeEmail: {
    subject: "Bestätige deine neue E-Mail-Adresse für Huddle",
    line: "Bitte bestätige, dass du diese E-Mail-Adresse für dein Huddle-Konto verwenden möchtest. Deine Adresse ändert sich, wenn du dem Link unten folgst.",
    footer:
      "Der Link gilt 24 Stunden. Falls du das nicht angefordert hast, kannst du diese E-Mail ignorieren: Es ändert sich nichts.",
    button: "Neue E-Mail-Adresse bestätigen",
  },
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
  voteNow: "Jetzt abstimmen",
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
  push: {
    roundOpened: "Runde {{round}} von {{group}} ist offen. Teile deine Links.",
    deadline: "Die Abstimmung endet in weniger als einem Tag, und du hast noch nicht abgestimmt.",
    reminder: "{{name}} erinnert dich ans Abstimmen.",
    closedWinner: "Die Abstimmung ist beendet. Gewonnen hat: {{winner}}",
    closedNoWinner: "Die Abstimmung ist beendet, ohne Gewinner.",
    joined_one: "{{name}} ist deinem Event beigetreten.",
    joined_other: "{{name}} und {{others}} weitere sind deinem Event beigetreten.",
    testTitle: "Huddle",
    test: "Benachrichtigungen auf diesem Gerät funktionieren.",
  },
  chat: {
    opened:
      "<b>{{title}}</b> ist offen: Teilt Links, nehmt die besten in die Auswahl und stimmt ab.",
    linkShared: "<b>{{name}}</b> hat einen Link in <b>{{title}}</b> geteilt:",
    deadline:
      "Die Abstimmung in <b>{{title}}</b> endet bald. Stimmt ab, falls ihr es noch nicht getan habt.",
    test: "Eine Testnachricht von Huddle: Nachrichten über <b>{{title}}</b> kommen hier an.",
    deadlineFact: "Abstimmung endet",
    roundFact: "Runde",
    open: "In Huddle öffnen",
    publicResult: "Öffentliche Ergebnisseite",
  },
  chatOff: {
    subject: "Huddle sendet nicht mehr an „{{name}}“",
    body: "Huddle konnte dem Chat <b>{{name}}</b> von <b>{{title}}</b> einen Tag lang bei keinem Versuch eine Nachricht zustellen und hat ihn ausgeschaltet. Die letzte Antwort: {{error}}.",
    fix: "Prüfe die Adresse oder den Token des Chats und schalte ihn in den Einstellungen wieder ein.",
    button: "Einstellungen öffnen",
  },
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
