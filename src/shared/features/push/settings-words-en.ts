// The push feature's words of Settings and the pages an email's link opens, in English
// (settings-en.ts gathers them).
export const pushSettingsWordsEn = {
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
} as const;
