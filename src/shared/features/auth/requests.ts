// What the accounts' requests take.
import { z } from "zod";
import { printable, refusals } from "../common/fields";
import { email, name } from "../common/requests";
import { limits } from "../../core/limits";
import type { authErrors } from "./errors";
import type { commonErrors } from "../common/errors";

const code = refusals<typeof authErrors & typeof commonErrors>();

/** POST /api/auth/sign-in/anonymous: taking part as a guest, with a name and nothing else. */
export const guestInput = z.strictObject({
  name: name.max(limits.guestName, code("nameTooLong")),
});

// ---- Accounts: Better Auth's endpoints under /api/auth, checked against these first ----------
// Unknown fields are dropped before Better Auth sees the body (so `image` comes only from Google).

/** A path on this site (never another site): where a verification or Google sign-in returns. */
export const localPath = z
  .string({ error: code("notLocalPath") })
  .max(limits.url, code("notLocalPath"))
  .refine(
    (v) => v.startsWith("/") && !v.startsWith("//") && !v.startsWith("/\\"),
    code("notLocalPath"),
  );

export const newPassword = z
  .string({ error: code("passwordRequired") })
  .min(limits.passwordMin, code("passwordTooShort"))
  .max(limits.passwordMax, code("passwordTooLong"));

export const signUpInput = z.object({
  email,
  password: newPassword,
  // Optional: empty means the part of the email before "@".
  name: z
    .string({ error: code("nameNotText") })
    .trim()
    .max(limits.name, code("nameTooLong"))
    .regex(printable, code("nameControlCharacters"))
    .optional(),
  callbackURL: localPath.optional(),
  rememberMe: z.boolean().optional(),
  // An emailed invitation's `?invitation=` secret: with the very address it went to, the account
  // is created verified and signed in (decision 203). The server takes it out of the body.
  invitation: z
    .string({ error: code("invitationNotText") })
    .max(limits.token, code("invitationTooLong"))
    .optional(),
});

export const signInInput = z.object({
  email,
  password: z
    .string({ error: code("passwordRequired") })
    .min(1, code("passwordRequired"))
    .max(limits.passwordMax, code("passwordTooLong")),
  callbackURL: localPath.optional(),
  rememberMe: z.boolean().optional(),
});

export const socialSignInInput = z.object({
  provider: z.literal("google", { error: code("unknownProvider") }),
  callbackURL: localPath.optional(),
  errorCallbackURL: localPath.optional(),
  newUserCallbackURL: localPath.optional(),
  disableRedirect: z.boolean().optional(),
});

export const requestPasswordResetInput = z.object({ email });

export const resetPasswordInput = z.object({
  token: z
    .string({ error: code("resetLinkNotValid") })
    .min(1, code("resetLinkNotValid"))
    .max(200, code("resetLinkNotValid")),
  newPassword,
});

export const sendVerificationEmailInput = z.object({ email, callbackURL: localPath.optional() });

// ---- Settings: "Your account" (decisions 203 and 204) ----------------------------------------

/** POST /api/auth/change-password. A wrong current password counts against the account's
 * wrong-password limit, as a wrong sign-in does. */
export const changePasswordInput = z.object({
  currentPassword: z
    .string({ error: code("currentPasswordRequired") })
    .min(1, code("currentPasswordRequired"))
    .max(limits.passwordMax, code("wrongCurrentPassword")),
  newPassword,
  /** Ends every other session of the account (this one stays signed in). */
  revokeOtherSessions: z.boolean({ error: code("notTrueOrFalse") }).optional(),
});

/** POST /api/auth/change-email: checked as sign-up checks an address, and kept in lower case. */
export const changeEmailInput = z.object({
  newEmail: email.transform((value) => value.toLowerCase()),
  callbackURL: localPath.optional(),
});

/** POST /api/auth/revoke-session: one of the caller's sessions, by the id list-sessions gave
 * (its token never leaves the server). */
export const revokeSessionInput = z.object({
  id: z
    .string({ error: code("sessionIdRequired") })
    .min(1, code("sessionIdRequired"))
    .max(100, code("unknownSession")),
});
