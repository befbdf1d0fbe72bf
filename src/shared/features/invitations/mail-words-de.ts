// The German words of mail-words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { invitationsMailWordsEn } from "./mail-words-en";

export const invitationsMailWordsDe: Messages<typeof invitationsMailWordsEn> = {
  invitation: {
    subject: "{{inviter}} hat dich zu „{{title}}“ auf Huddle eingeladen",
    body: "<b>{{inviter}}</b> ({{email}}) hat dich eingeladen, <b>{{title}}</b> auf Huddle beizutreten. Dort teilt eine Gruppe Links, wählt die besten aus und stimmt über sie ab.",
    button: "Dem Event beitreten",
    noAccount:
      "Noch kein Konto? Du kannst auf dieser Seite eins erstellen und wirst dem Event hinzugefügt, sobald du angemeldet bist.",
    notExpected: "Falls du diese Einladung nicht erwartet hast, kannst du diese E-Mail ignorieren.",
    reason: "Du bekommst das, weil jemand diese Adresse zu einem Event auf Huddle eingeladen hat.",
  },
};
