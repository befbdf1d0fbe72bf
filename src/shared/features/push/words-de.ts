// The German words of words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { pushWordsEn } from "./words-en";

export const pushWordsDe: Messages<typeof pushWordsEn> = {
  errors: {
    pushNoDevice:
      "Dieses Gerät ist nicht für Benachrichtigungen eingerichtet: schalte sie zuerst ein",
    pushEndpointInvalid: "{{field}} muss die https-Adresse eines Push-Dienstes sein",
    pushKeyInvalid: "{{field}} ist kein gültiger Schlüssel eines Push-Abonnements",
  },
};
