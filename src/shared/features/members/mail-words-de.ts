// The German words of mail-words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { membersMailWordsEn } from "./mail-words-en";

export const membersMailWordsDe: Messages<typeof membersMailWordsEn> = {
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
};
