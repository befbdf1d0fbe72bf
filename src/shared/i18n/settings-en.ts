// The English words only Settings' email, push and calendar-feed cards, the unsubscribe page
// and the after-vote push offer use: kept out of en.ts, which every first page downloads (the
// landing page's 120 KB budget), and added to i18next by web/lib/settings-words.ts when one of
// those parts loads.
export const settingsEn = {
  notifications: {
    title: "Email notifications",
    description:
      "Choose which emails Huddle sends to <0>{{email}}</0>. Every email also has a link to turn its kind off.",
    loading: "Loading settings...",
    saved: "Settings saved",
    failed: "Failed to save settings",
    subscribeFailed: "Failed to subscribe again",
    unsubscribeFailed: "Failed to unsubscribe",
  },
  push: {
    title: "Push notifications",
    description: "Notifications on your phone or computer, even while Huddle is closed.",
    loading: "Loading settings...",
    device: "Notify this device",
    deviceOn: "On for this browser. Each of your devices has its own switch.",
    deviceOff: "Off for this browser. Your browser will ask you to allow notifications.",
    unsupported:
      "This browser cannot show notifications from Huddle. On an iPhone or iPad, add Huddle to your Home Screen first and turn them on there.",
    denied:
      "Notifications are blocked for Huddle in this browser. To allow them, open the site settings (the icon beside the address), allow notifications, then reload this page.",
    kindsTitle: "What to send",
    kindsAbout: "To every device where notifications are on.",
    kindsApart: "Emails have their own switches.",
    saved: "Settings saved",
    failed: "Failed to save settings",
    turnedOn: "This device will be notified",
    turnedOff: "This device will no longer be notified",
    turnOnFailed: "Failed to turn on notifications",
    turnOffFailed: "Failed to turn off notifications",
    refused: "Notifications were not allowed in this browser.",
    noWorker:
      "Huddle could not start its background part in this browser. Reload the page and try again.",
    offer: {
      title: "Tell me when the winner is decided",
      text: "Get a notification on this device when the event closes. You can change this any time in Settings.",
      turnOn: "Turn on notifications",
      dismiss: "No thanks",
    },
  },
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
