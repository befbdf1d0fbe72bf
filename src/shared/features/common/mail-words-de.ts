// The German words of mail-words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { commonMailWordsEn } from "./mail-words-en";

export const commonMailWordsDe: Messages<typeof commonMailWordsEn> = {
  hello: "Hallo,",
  helloName: "Hallo {{name}},",
  orPaste: "Oder füge diesen Link in deinen Browser ein:",
  unsubscribe: "Abbestellen",
  signature: "Huddle",
  votingCloses: "Die Abstimmung endet am <b>{{date}}</b>.",
  votingClosesIn: "Die Abstimmung endet am <b>{{date}}</b> (Zeit in {{zone}}).",
  voteNow: "Jetzt abstimmen",
};
