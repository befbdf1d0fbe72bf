// The German words of words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { calendarWordsEn } from "./words-en";

export const calendarWordsDe: Messages<typeof calendarWordsEn> = {
  calendar: {
    add: "Zum Kalender hinzufügen",
    ics: "Apple, Thunderbird und andere (.ics)",
    google: "Google Kalender",
    outlook: "Outlook.com",
    addSchedule: "Zeitplan zum Kalender hinzufügen",
    file: {
      deadline: "Frist: {{title}}",
      deadlineText:
        "Die Abstimmung in „{{title}}“ endet jetzt. Abstimmen oder das Ergebnis ansehen in Huddle:",
    },
  },
  errors: {
    feedNotFound: "Diese Kalenderadresse ist ungültig oder wurde abgeschaltet",
    guestNoCalendarFeed: "Gäste haben kein Kalender-Abo. Speichere zuerst dein Konto.",
  },
};
