// The English words only Settings' email, push, calendar-feed and password cards, the pages an
// email's link opens (unsubscribe, verified, reset password) and the after-vote push offer use: kept out of en.ts, which every first page downloads (the
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
  verified: {
    pageTitleLink: "Verification link · Huddle",
    expired: "This link has expired",
    notValid: "This link is not valid",
    expiredText: "Verification links work for 24 hours.",
    notValidText: "It may have been copied only in part, or belong to another address.",
    signInForNew: "Sign in with your email and password, and we will email you a new link.",
    pageTitle: "Email verified · Huddle",
    heading: "Email verified",
    welcome: "Welcome, {{name}}!",
    signedIn: "Your email address is confirmed and you are signed in.",
    signInToContinue: "Your email address is confirmed. Sign in to continue.",
  },
  resetPassword: {
    pageTitle: "Choose a new password · Huddle",
    changed: "Password changed",
    changedText:
      "Your new password is set, and you have been signed out on every device. Sign in with your new password to continue.",
    invalid: "This link no longer works",
    invalidText:
      "Reset links work for 1 hour and only once. Ask for a new one and use the newest email we send you.",
    askNew: "Ask for a new link",
    tooShort: "Password must be at least {{min}} characters",
    mismatch: "The two passwords do not match",
    errorTitle: "Password Reset Error",
    failed: "Failed to change your password. Please try again.",
    heading: "Choose a new password",
    intro: "Once you change it, you will be signed out on every device.",
    newPassword: "New password",
    confirm: "Confirm new password",
    enterAgain: "Enter it again",
    changing: "Changing password...",
    change: "Change password",
  },
} as const;
