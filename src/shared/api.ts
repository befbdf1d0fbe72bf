// The API contract: request schemas the server validates with, and (from responses.ts) the
// response types both sides are typed by. The browser imports only types from here (zod stays
// out of its bundle).
import { z } from "zod";
import { cleanUrl } from "./clean-url";
import { DIRECTION_CONTROL_RANGES, hasDirectionControl } from "./direction-controls";
import { messages } from "./errors";
import { limits, normalizeCode } from "./limits";
import { mailKinds, type MailKind } from "./mail-kinds";
import { DOTS_MAX, DOTS_MIN, resultsShownValues, voteMethods, votesShownValues } from "./voting";
import { languages } from "./i18n/languages";
import { isTimeZone } from "./time-zones";

export type * from "./responses";

/** What a member types is refused with a direction control in it (shared/direction-controls.ts):
 * shown on other members' screens, it could turn a URL or their text around. */
const noDirectionControls = (value: string) => !hasDirectionControl(value);

const title = z
  .string({ error: "Title is required" })
  .trim()
  .min(1, "Title is required")
  .max(limits.title, `Title must be at most ${limits.title} characters`)
  .refine(noDirectionControls, messages.directionControls);
const description = z
  .string({ error: "Description must be text" })
  .trim()
  .max(limits.description, `Description must be at most ${limits.description} characters`)
  .refine(noDirectionControls, messages.directionControls);

/** A voting deadline: a moment with its offset (the browser sends its own time zone's), in the
 * future and at most a year ahead; null removes it. */
export const deadline = z.iso
  .datetime({ offset: true, error: "Deadline must be a date and time" })
  .refine((value) => Date.parse(value) > Date.now(), {
    error: "The deadline must be in the future",
  })
  .refine((value) => Date.parse(value) <= Date.now() + limits.deadlineMaxAheadMs, {
    error: "The deadline must be within a year",
  })
  .transform((value) => new Date(value))
  .nullable();

/** How the event votes (shared/voting.ts): each may be left out (the default, or unchanged). */
const votingRules = {
  resultsShown: z
    .enum(resultsShownValues, {
      error: 'resultsShown must be "always", "afterVoting" or "afterClose"',
    })
    .optional(),
  votesShown: z
    .enum(votesShownValues, { error: 'votesShown must be "counts" or "open"' })
    .optional(),
  method: z
    .enum(voteMethods, { error: 'method must be "upDown", "approval" or "dots"' })
    .optional(),
  dots: z
    .number({ error: "dots must be a whole number" })
    .int("dots must be a whole number")
    .min(DOTS_MIN, `dots must be at least ${DOTS_MIN}`)
    .max(DOTS_MAX, `dots must be at most ${DOTS_MAX}`)
    .optional(),
};

export const createEventInput = z.strictObject({
  title,
  description: description.optional(),
  deadline: deadline.optional(),
  ...votingRules,
});
export const updateEventInput = z
  .strictObject({
    title: title.optional(),
    description: description.optional(),
    deadline: deadline.optional(),
    ...votingRules,
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), "Nothing to change");

export const joinEventInput = z.strictObject({
  code: z
    .string({ error: "Invitation code is required" })
    .max(limits.code, "Invalid invitation code")
    .transform(normalizeCode)
    .pipe(z.string().min(1, "Invitation code is required")),
});

/** http and https only: javascript:, data: and the rest could run code or hide content. What
 * passes is cleaned (clean-url.ts): the form Huddle stores, shows and compares. */
export const linkUrl = z
  .string({ error: "URL is required" })
  .trim()
  .min(1, "URL is required")
  .max(limits.url, `URL must be at most ${limits.url} characters`)
  .refine(noDirectionControls, messages.directionControls)
  .refine((value) => {
    if (/\s/.test(value)) return false;
    try {
      const url = new URL(value);
      return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
    } catch {
      return false;
    }
  }, "Enter a full http:// or https:// URL")
  .transform((value) => cleanUrl(value)!);

export const shareLinkInput = z.strictObject({
  url: linkUrl,
  title,
  description: description.optional(),
});

/** POST and PATCH .../comments: a comment's text, plain (never rendered as HTML or markdown).
 * 2,000 characters hold a few paragraphs; a longer text belongs in a linked document. */
export const commentInput = z.strictObject({
  body: z
    .string({ error: "Comment is required" })
    .trim()
    .min(limits.commentMin, "Comment is required")
    .max(limits.comment, `Comment must be at most ${limits.comment} characters`)
    .refine(noDirectionControls, messages.directionControls),
});

/** PUT .../vote: { vote: "up" | "down" | null } in an up-and-down event; { vote: "up" | null }
 * (approve, or take it back) in an approval event; { dots: n } in a dots event, n the dots to
 * have on the link (0 takes them back). Which one the event takes is checked with its method. */
export const voteInput = z
  .strictObject({
    vote: z
      .enum(["up", "down"], { error: 'vote must be "up", "down" or null' })
      .nullable()
      .optional(),
    dots: z
      .number({ error: "dots must be a whole number" })
      .int("dots must be a whole number")
      .min(0, "dots must be 0 or more")
      .max(DOTS_MAX, `dots must be at most ${DOTS_MAX}`)
      .optional(),
  })
  .refine((v) => (v.vote === undefined) !== (v.dots === undefined), {
    error: 'Send "vote" (up, down or null) or, in a dots event, "dots" (how many): one of them',
  });
export type VoteInput = z.infer<typeof voteInput>;

export const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(limits.email, `Email must be at most ${limits.email} characters`)
  .refine(noDirectionControls, messages.directionControls)
  .pipe(z.email("Enter a valid email address"));

export const inviteInput = z.strictObject({ email });

/** No control characters, line breaks or direction controls: a name is shown on every member's
 * screen and in email. (Joiners stay: emoji sequences use them.) */
const printable = new RegExp(`^[^\\p{Cc}\\p{Zl}\\p{Zp}${DIRECTION_CONTROL_RANGES}]*$`, "u");
const notPrintable = "Name must not contain control characters";

export const name = z
  .string({ error: "Name must be text" })
  .trim()
  .min(1, "Name is required")
  .max(limits.name, `Name must be at most ${limits.name} characters`)
  .regex(printable, notPrintable);

/** POST /api/auth/sign-in/anonymous: taking part as a guest, with a name and nothing else. */
export const guestInput = z.strictObject({
  name: name.max(limits.guestName, `Name must be at most ${limits.guestName} characters`),
});

/** PATCH /api/me: a new name, a language, a time zone, or several. The time zone is kept as
 * sent (the browser compares it with its own), once Intl knows it. */
export const updateMeInput = z
  .strictObject({
    name: name.optional(),
    language: z.enum(languages, { error: 'Language must be "en" or "de"' }).optional(),
    timeZone: z
      .string({ error: "Time zone must be text" })
      .refine(isTimeZone, 'Time zone must be an IANA time zone name, such as "Europe/Berlin"')
      .optional(),
  })
  .refine(
    (input) =>
      input.name !== undefined || input.language !== undefined || input.timeZone !== undefined,
    { error: "Send a name, a language or a time zone" },
  );

/** DELETE /api/me: the account's email (a guest: their name), typed again to confirm. Compared
 * trimmed and case-insensitively by the server; the length cap only keeps junk short. */
export const deleteAccountInput = z.strictObject({
  confirm: z
    .string({ error: "Type your email (a guest: your name) to confirm" })
    .max(limits.email, "That is not what confirms it"),
});

/** PUT /api/me/notifications: the kinds of email to turn on (true) or off (false). */
export const notificationSettingsInput = z
  .strictObject(
    Object.fromEntries(
      mailKinds.map((kind) => [
        kind,
        z.boolean({ error: `${kind} must be true or false` }).optional(),
      ]),
    ) as Record<MailKind, z.ZodOptional<z.ZodBoolean>>,
  )
  .refine((v) => Object.keys(v).length > 0, "Nothing to change");

/** POST /api/unsubscribe?token=: from the unsubscribe page, with `subscribed` (false unless
 * said); a mail program's one-click POST sends a form body instead, which means false. */
export const unsubscribeInput = z.strictObject({
  subscribed: z.boolean({ error: "subscribed must be true or false" }).optional(),
});

// ---- Accounts: Better Auth's endpoints under /api/auth, checked against these first ----------
// Unknown fields are dropped before Better Auth sees the body (so `image` comes only from Google).

/** A path on this site (never another site): where a verification or Google sign-in returns. */
export const localPath = z
  .string({ error: "Must be a path on this site" })
  .max(limits.url, "Must be a path on this site")
  .refine(
    (v) => v.startsWith("/") && !v.startsWith("//") && !v.startsWith("/\\"),
    "Must be a path on this site",
  );

export const newPassword = z
  .string({ error: "Password is required" })
  .min(limits.passwordMin, `Password must be at least ${limits.passwordMin} characters`)
  .max(limits.passwordMax, `Password must be at most ${limits.passwordMax} characters`);

export const signUpInput = z.object({
  email,
  password: newPassword,
  // Optional: empty means the part of the email before "@".
  name: z
    .string({ error: "Name must be text" })
    .trim()
    .max(limits.name, `Name must be at most ${limits.name} characters`)
    .regex(printable, notPrintable)
    .optional(),
  callbackURL: localPath.optional(),
  rememberMe: z.boolean().optional(),
  // An emailed invitation's `?invitation=` secret: with the very address it went to, the account
  // is created verified and signed in (decision 116). The server takes it out of the body.
  invitation: z
    .string({ error: "Invitation must be text" })
    .max(limits.token, `Invitation must be at most ${limits.token} characters`)
    .optional(),
});

export const signInInput = z.object({
  email,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(limits.passwordMax, "Invalid email or password"),
  callbackURL: localPath.optional(),
  rememberMe: z.boolean().optional(),
});

export const socialSignInInput = z.object({
  provider: z.literal("google", { error: "Unknown sign-in provider" }),
  callbackURL: localPath.optional(),
  errorCallbackURL: localPath.optional(),
  newUserCallbackURL: localPath.optional(),
  disableRedirect: z.boolean().optional(),
});

export const requestPasswordResetInput = z.object({ email });

export const resetPasswordInput = z.object({
  token: z
    .string({ error: "The reset link is not valid" })
    .min(1, "The reset link is not valid")
    .max(200),
  newPassword,
});

export const sendVerificationEmailInput = z.object({ email, callbackURL: localPath.optional() });

// ---- Settings: "Your account" (decision 094) ---------------------------------------------------

/** POST /api/auth/change-password. A wrong current password counts against the account's
 * wrong-password limit, as a wrong sign-in does. */
export const changePasswordInput = z.object({
  currentPassword: z
    .string({ error: "Current password is required" })
    .min(1, "Current password is required")
    .max(limits.passwordMax, "Invalid password"),
  newPassword,
  /** Ends every other session of the account (this one stays signed in). */
  revokeOtherSessions: z.boolean({ error: "revokeOtherSessions must be true or false" }).optional(),
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
    .string({ error: "Session id is required" })
    .min(1, "Session id is required")
    .max(100, "Unknown session"),
});
