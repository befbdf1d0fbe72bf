// The notifications feature's words of Settings and the pages an email's link opens, in English
// (settings-en.ts gathers them).
export const notificationsSettingsWordsEn = {
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
  unsubscribe: {
    pageTitle: "Unsubscribe · Huddle",
    failed: "Could not unsubscribe",
    working: "Unsubscribing...",
    subscribedAgain: "You're subscribed again",
    unsubscribed: "You're unsubscribed",
    willGetAgain: "You will get <0>{{what}}</0> at <1>{{address}}</1> again.",
    willNoLonger: "You will no longer get <0>{{what}}</0> at <1>{{address}}</1>.",
    othersUnaffected:
      "Your other Huddle emails are not affected. To choose them all, sign in and open Settings.",
    unsubscribe: "Unsubscribe",
    subscribeAgain: "Subscribe again",
    notValidText:
      "It may have been copied only in part. Use the link at the foot of the email itself, or sign in and choose your emails in Settings.",
    what: {
      invitation: "invitations emails",
      reminder: "reminders emails",
      deadline: "deadline is near emails",
      closed: "results emails",
      joined: "new members emails",
      roundOpened: "new rounds emails",
    },
  },
} as const;
