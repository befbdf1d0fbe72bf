// The auth feature's words of the emails (mail.*), in English (mail-en.ts gathers them).
export const authMailWordsEn = {
  verify: {
    subject: "Verify your email address for Huddle",
    line: "Please confirm your email address to finish creating your Huddle account.",
    footer:
      "The link works for 24 hours. If you did not sign up for Huddle, you can ignore this email.",
    button: "Verify email address",
  },
  existing: {
    subject: "You already have a Huddle account",
    line1:
      "Someone, hopefully you, just tried to create a Huddle account with this email address. You already have one, so nothing was changed.",
    line2:
      'Sign in with your password, or with Google if that is how you joined. If you forgot your password, choose "Forgot password?" when signing in.',
    footer: "If this was not you, you can ignore this email: your account is safe.",
    button: "Sign in to Huddle",
  },
  reset: {
    subject: "Reset your Huddle password",
    line1:
      "We received a request to reset the password of your Huddle account. Choose a new one with the link below.",
    line2:
      "Once you do, you will be signed out on every device, and can sign in again with the new password.",
    footer:
      "The link works for 1 hour and only once. If you did not ask for it, ignore this email: your password stays as it is.",
    button: "Choose a new password",
  },
  changeEmail: {
    subject: "Confirm your new email address for Huddle",
    line: "Please confirm that you want to use this email address for your Huddle account. Your address changes when you follow the link below.",
    footer:
      "The link works for 24 hours. If you did not ask for this, you can ignore this email: nothing changes.",
    button: "Confirm new email address",
  },
} as const;
