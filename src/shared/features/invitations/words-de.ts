// The German words of words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { invitationsWordsEn } from "./words-en";

export const invitationsWordsDe: Messages<typeof invitationsWordsEn> = {
  invite: {
    invalidCode: "Ungültiger Einladungscode",
    welcome: "Willkommen!",
    joined: "Du bist dem Event beigetreten.",
    joinFailed: "Beitritt zum Event fehlgeschlagen",
    pageTitleOf: "{{title}} beitreten · Huddle",
    pageTitle: "Event beitreten · Huddle",
    joining: "Event wird beigetreten …",
  },
  invitations: {
    sent: "Einladung gesendet!",
    sentText: "Einladung per E-Mail an {{email}} gesendet",
    failed: "Einladung konnte nicht gesendet werden",
    name: "Per E-Mail einladen",
    description: "Wir schicken der Person per E-Mail einen Link, um „{{title}}“ beizutreten.",
    send: "Einladung senden",
    sending: "Wird gesendet …",
    email: "E-Mail-Adresse",
    emailPlaceholder: "Gib die E-Mail-Adresse ein",
    copyCodeLabel: "Code {{code}}: Einladungscode kopieren",
    copyCodeTitle: "Einladungscode kopieren",
    copied: "Kopiert!",
    codeCopied: "Einladungscode in die Zwischenablage kopiert",
    linkCopied: "Einladungslink in die Zwischenablage kopiert",
    code: "Code",
    copyLink: "Einladungslink kopieren",
    invitedTo: "Du bist eingeladen zu",
    invitedBy: "<0>{{name}}</0> hat dich eingeladen zu",
    createdBy: "Erstellt von <0>{{name}}</0>",
    votingCloses: "Abstimmung endet {{date}}",
    closedHeading: "Tritt bei, um alles zu sehen",
    closedText:
      "Dieses Event ist beendet. Tritt bei, um seine Links, die Auswahl und die Stimmen aller zu sehen.",
    signInToJoin:
      "Du musst dich anmelden, um diesem Event beizutreten. Nach der Anmeldung wirst du automatisch hinzugefügt.",
    signInButton: "Anmelden und Event beitreten",
    or: "Oder",
  },
  errors: {
    guestCannotInvite: "Gäste können nicht per E-Mail einladen. Speichere zuerst dein Konto.",
  },
};
