// The German words of mail-words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { groupsMailWordsEn } from "./mail-words-en";

export const groupsMailWordsDe: Messages<typeof groupsMailWordsEn> = {
  roundOpened: {
    subject: "Eine neue Runde von „{{group}}“ ist offen",
    body: "Runde {{number}} von <b>{{group}}</b> ist offen: Teile Links, nimm die besten in die Auswahl und stimm ab.",
    bodyTitled:
      "Runde {{number}} von <b>{{group}}</b> ist offen: <b>{{title}}</b>. Teile Links, nimm die besten in die Auswahl und stimm ab.",
    button: "Runde öffnen",
    reason: "Du bekommst das, weil du Mitglied dieser Gruppe bist.",
  },
};
