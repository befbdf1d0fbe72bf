// The calendar feature's words of Settings and the pages an email's link opens, in English
// (settings-en.ts gathers them).
export const calendarSettingsWordsEn = {
  calendar: {
    feed: {
      title: "Calendar feed",
      description:
        "A private address your calendar app can subscribe to: the deadlines of your open events and, once they close, their winners. Anyone with the address can read it.",
      off: "The feed is off.",
      make: "Make an address",
      address: "Your calendar address",
      copy: "Copy address",
      copied: "Address copied",
      open: "Open in calendar app",
      renew: "Make a new address",
      renewed: "New address made: the old one no longer works",
      turnOff: "Turn off",
      turnedOff: "Calendar feed turned off",
      made: "Calendar address made",
      failed: "Failed to change the calendar feed",
      loading: "Loading...",
    },
  },
} as const;
