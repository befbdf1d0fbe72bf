// The German words of channel-words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type {
  noticeChatMessageNamesEn,
  noticeChatWordsEn,
  noticePushWordsEn,
} from "./channel-words-en";

export const noticePushWordsDe: Messages<typeof noticePushWordsEn> = {
  roundOpened: "Runde {{round}} von {{group}} ist offen. Teile deine Links.",
  deadline: "Die Abstimmung endet in weniger als einem Tag, und du hast noch nicht abgestimmt.",
  reminder: "{{name}} erinnert dich ans Abstimmen.",
  closedWinner: "Die Abstimmung ist beendet. Gewonnen hat: {{winner}}",
  closedNoWinner: "Die Abstimmung ist beendet, ohne Gewinner.",
  joined_one: "{{name}} ist deinem Event beigetreten.",
  joined_other: "{{name}} und {{others}} weitere sind deinem Event beigetreten.",
};

export const noticeChatWordsDe: Messages<typeof noticeChatWordsEn> = {
  opened: "<b>{{title}}</b> ist offen: Teilt Links, nehmt die besten in die Auswahl und stimmt ab.",
  linkShared: "<b>{{name}}</b> hat einen Link in <b>{{title}}</b> geteilt:",
  deadline:
    "Die Abstimmung in <b>{{title}}</b> endet bald. Stimmt ab, falls ihr es noch nicht getan habt.",
};

export const noticeChatMessageNamesDe: Messages<typeof noticeChatMessageNamesEn> = {
  opened: "Die Runde oder das Event öffnet",
  linkShared: "Ein Link wird geteilt",
  deadline: "Die Frist naht",
  closed: "Abgeschlossen, mit dem Gewinner",
};
