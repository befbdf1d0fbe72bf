// The auth feature's words of Settings and the pages an email's link opens, in English
// (settings-en.ts gathers them).
export const authSettingsWordsEn = {
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
