// The API contract: request schemas the server validates with, and (from responses.ts) the
// response types both sides are typed by. The browser imports only types from here (zod stays
// out of its bundle).
import { z } from "zod";
import { cleanUrl } from "./clean-url";
import type { CodeWithStatus } from "./errors";
import { DIRECTION_CONTROL_RANGES, hasDirectionControl } from "./direction-controls";
import { limits, normalizeCode } from "./limits";
import { mailKinds, type MailKind } from "./mail-kinds";
import { pushKinds, type PushKind } from "./push";
import { chatMessageKinds, type ChatMessageKind } from "./chat";
import { DOTS_MAX, DOTS_MIN, resultsShownValues, voteMethods, votesShownValues } from "./voting";
import { languages } from "./i18n/languages";
import { isTimeZone } from "./time-zones";

export type * from "./responses";
export type * from "./group-responses";

/** A field's refusal, as its message: a 400 code of errors.ts, which the server answers with
 * (http/errors.ts fieldErrors), its params (`max`, `min`, `field`) taken from the issue. */
const code = (refusal: CodeWithStatus<400>) => refusal;

/** What a member types is refused with a direction control in it (shared/direction-controls.ts):
 * shown on other members' screens, it could turn a URL or their text around. */
const noDirectionControls = (value: string) => !hasDirectionControl(value);

const title = z
  .string({ error: code("titleRequired") })
  .trim()
  .min(1, code("titleRequired"))
  .max(limits.title, code("titleTooLong"))
  .refine(noDirectionControls, code("directionControls"));
const description = z
  .string({ error: code("descriptionNotText") })
  .trim()
  .max(limits.description, code("descriptionTooLong"))
  .refine(noDirectionControls, code("directionControls"));

/** A voting deadline: a moment with its offset (the browser sends its own time zone's), in the
 * future and at most a year ahead; null removes it. */
export const deadline = z.iso
  .datetime({ offset: true, error: code("deadlineNotDate") })
  .refine((value) => Date.parse(value) > Date.now(), { error: code("deadlinePast") })
  .refine((value) => Date.parse(value) <= Date.now() + limits.deadlineMaxAheadMs, {
    error: code("deadlineTooFar"),
  })
  .transform((value) => new Date(value))
  .nullable();

/** How the event votes (shared/voting.ts): each may be left out (the default, or unchanged). */
const votingRules = {
  resultsShown: z.enum(resultsShownValues, { error: code("resultsShownUnknown") }).optional(),
  votesShown: z.enum(votesShownValues, { error: code("votesShownUnknown") }).optional(),
  method: z.enum(voteMethods, { error: code("methodUnknown") }).optional(),
  dots: z
    .number({ error: code("dotsNotWhole") })
    .int(code("dotsNotWhole"))
    .min(DOTS_MIN, code("dotsTooFew"))
    .max(DOTS_MAX, code("dotsTooMany"))
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
  .refine((v) => Object.values(v).some((value) => value !== undefined), code("nothingToChange"));

export const joinEventInput = z.strictObject({
  code: z
    .string({ error: code("codeRequired") })
    .max(limits.code, code("codeTooLong"))
    .transform(normalizeCode)
    .pipe(z.string().min(1, code("codeRequired"))),
});

/** http and https only: javascript:, data: and the rest could run code or hide content. What
 * passes is cleaned (clean-url.ts): the form Huddle stores, shows and compares. */
export const linkUrl = z
  .string({ error: code("urlRequired") })
  .trim()
  .min(1, code("urlRequired"))
  .max(limits.url, code("urlTooLong"))
  .refine(noDirectionControls, code("directionControls"))
  .refine((value) => {
    if (/\s/.test(value)) return false;
    try {
      const url = new URL(value);
      return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
    } catch {
      return false;
    }
  }, code("urlInvalid"))
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
    .string({ error: code("commentRequired") })
    .trim()
    .min(limits.commentMin, code("commentRequired"))
    .max(limits.comment, code("commentTooLong"))
    .refine(noDirectionControls, code("directionControls")),
});

/** PUT .../vote: { value: "up" | "down" | null } in an up-and-down event; { value: "up" | null }
 * (approve, or take it back) in an approval event; { weight: n } in a dots event, n the dots to
 * have on the link (0 takes them back). Which one the event takes is checked with its method. */
export const voteInput = z
  .strictObject({
    value: z
      .enum(["up", "down"], { error: code("voteUnknown") })
      .nullable()
      .optional(),
    weight: z
      .number({ error: code("dotsNotWhole") })
      .int(code("dotsNotWhole"))
      .min(0, code("dotsTooFew"))
      .max(DOTS_MAX, code("dotsTooMany"))
      .optional(),
  })
  .refine((v) => (v.value === undefined) !== (v.weight === undefined), {
    error: code("voteOrDots"),
  });
export type VoteInput = z.infer<typeof voteInput>;

export const email = z
  .string({ error: code("emailRequired") })
  .trim()
  .min(1, code("emailRequired"))
  .max(limits.email, code("emailTooLong"))
  .refine(noDirectionControls, code("directionControls"))
  .pipe(z.email(code("emailInvalid")));

export const inviteInput = z.strictObject({ email });

/** No control characters, line breaks or direction controls: a name is shown on every member's
 * screen and in email. (Joiners stay: emoji sequences use them.) */
const printable = new RegExp(`^[^\\p{Cc}\\p{Zl}\\p{Zp}${DIRECTION_CONTROL_RANGES}]*$`, "u");

export const name = z
  .string({ error: code("nameNotText") })
  .trim()
  .min(1, code("nameRequired"))
  .max(limits.name, code("nameTooLong"))
  .regex(printable, code("nameControlCharacters"));

/** POST /api/auth/sign-in/anonymous: taking part as a guest, with a name and nothing else. */
export const guestInput = z.strictObject({
  name: name.max(limits.guestName, code("nameTooLong")),
});

/** PATCH /api/me: a new name, a language, a time zone, or several. The time zone is kept as
 * sent (the browser compares it with its own), once Intl knows it. */
export const updateMeInput = z
  .strictObject({
    name: name.optional(),
    language: z.enum(languages, { error: code("languageUnknown") }).optional(),
    timeZone: z
      .string({ error: code("timeZoneNotText") })
      .refine(isTimeZone, code("unknownTimeZone"))
      .optional(),
  })
  .refine(
    (input) =>
      input.name !== undefined || input.language !== undefined || input.timeZone !== undefined,
    { error: code("accountNothingToChange") },
  );

/** DELETE /api/me: the account's email (a guest: their name), typed again to confirm. Compared
 * trimmed and case-insensitively by the server; the length cap only keeps junk short. */
export const deleteAccountInput = z.strictObject({
  confirm: z.string({ error: code("confirmRequired") }).max(limits.email, code("confirmMismatch")),
});

/** PUT /api/me/notifications: the kinds of email to turn on (true) or off (false). */
export const notificationSettingsInput = z
  .strictObject(
    Object.fromEntries(
      mailKinds.map((kind) => [kind, z.boolean({ error: code("notTrueOrFalse") }).optional()]),
    ) as Record<MailKind, z.ZodOptional<z.ZodBoolean>>,
  )
  .refine((v) => Object.keys(v).length > 0, code("nothingToChange"));

/** PUT /api/me/push: the kinds of push to turn on (true) or off (false), for all one's devices. */
export const pushSettingsInput = z
  .strictObject(
    Object.fromEntries(
      pushKinds.map((kind) => [kind, z.boolean({ error: code("notTrueOrFalse") }).optional()]),
    ) as Record<PushKind, z.ZodOptional<z.ZodBoolean>>,
  )
  .refine((v) => Object.keys(v).length > 0, code("nothingToChange"));

/** Bytes of a base64url text (no padding), or null when it is not base64url. */
const base64urlBytes = (value: string) =>
  /^[A-Za-z0-9_-]*$/.test(value) ? Math.floor((value.length * 3) / 4) : null;

/** An address the server will POST to (a push service, a chat): http(s), no user or password in
 * it, no fragment. Whether its host may be reached is the server's question
 * (features/previews/outbound-address.ts). */
const isServiceAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (
      (url.protocol === "https:" || url.protocol === "http:") &&
      url.username === "" &&
      url.password === "" &&
      url.hash === ""
    );
  } catch {
    return false;
  }
};

/** A push service's address: 2,000 characters are more than any browser's (FCM's, Mozilla's,
 * Apple's are under 500) and bound what is stored per session. http is let through here only
 * for the tests' local push service: the server refuses it unless TEST_PUSH_LOOPBACK_PORT is set
 * (features/previews/outbound-address.ts), and checks the host there too. */
const pushEndpoint = z
  .string({ error: code("pushEndpointInvalid") })
  .max(limits.pushEndpoint, code("pushEndpointInvalid"))
  .refine(isServiceAddress, code("pushEndpointInvalid"));

/** PUT /api/me/push/device: the browser's PushSubscription (its toJSON() without
 * expirationTime): the endpoint, the P-256 public key (65 bytes, uncompressed) and the 16-byte
 * auth secret, both base64url as browsers give them. */
export const pushDeviceInput = z.object({
  endpoint: pushEndpoint,
  keys: z.object({
    p256dh: z
      .string({ error: code("pushKeyInvalid") })
      .refine((v) => base64urlBytes(v) === 65, code("pushKeyInvalid")),
    auth: z
      .string({ error: code("pushKeyInvalid") })
      .refine((v) => base64urlBytes(v) === 16, code("pushKeyInvalid")),
  }),
  // What PushSubscription.toJSON() also has; ignored.
  expirationTime: z.number().nullable().optional(),
});
export type PushDeviceInput = z.infer<typeof pushDeviceInput>;

/** POST /api/unsubscribe?token=: from the unsubscribe page, with `subscribed` (false unless
 * said); a mail program's one-click POST sends a form body instead, which means false. */
export const unsubscribeInput = z.strictObject({
  subscribed: z.boolean({ error: code("notTrueOrFalse") }).optional(),
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

// ---- Groups (decision 226) ---------------------------------------------------------------------

const groupName = z
  .string({ error: code("groupNameRequired") })
  .trim()
  .min(1, code("groupNameRequired"))
  .max(limits.title, code("groupNameTooLong"))
  .refine(noDirectionControls, code("directionControls"));

/** "Give others a chance": the winners of the last N rounds cannot win (0 turns it off). A year
 * of weekly rounds is the most that means anything. */
const barLastWinners = z
  .number({ error: code("barLastWinnersInvalid") })
  .int(code("barLastWinnersInvalid"))
  .min(0, code("barLastWinnersInvalid"))
  .max(limits.barLastWinnersMax, code("barLastWinnersInvalid"));

export const createGroupInput = z.strictObject({
  name: groupName,
  description: description.optional(),
  barLastWinners: barLastWinners.optional(),
});

export const updateGroupInput = z
  .strictObject({
    name: groupName.optional(),
    description: description.optional(),
    barLastWinners: barLastWinners.optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), code("nothingToChange"));

/** An ISO weekday, 1 = Monday ... 7 = Sunday. */
const weekday = z
  .number({ error: code("weekdayUnknown") })
  .int(code("weekdayUnknown"))
  .min(1, code("weekdayUnknown"))
  .max(7, code("weekdayUnknown"));
/** A time on the group's clock, "HH:MM" (24 hours). */
const clockTime = z
  .string({ error: code("clockTimeInvalid") })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, code("clockTimeInvalid"));

/** PUT /api/groups/:id/schedule: a round opens every `opensOn` at `opensAt` and closes at the next
 * `closesOn` `closesAt`, both on the clock of `timeZone` (an IANA name; daylight saving follows
 * it). */
export const scheduleInput = z.strictObject({
  timeZone: z
    .string({ error: code("timeZoneNotText") })
    .refine(isTimeZone, code("unknownTimeZone")),
  opensOn: weekday,
  opensAt: clockTime,
  closesOn: weekday,
  closesAt: clockTime,
});
export type ScheduleInput = z.infer<typeof scheduleInput>;

/** POST /api/groups/:id/rounds: a new round (its settings are the last round's). The title
 * defaults to the group's name; `runnersUp` brings back the last round's shortlisted links that
 * did not win, with their sharers. */
export const openRoundInput = z.strictObject({
  title: title.optional(),
  runnersUp: z.boolean({ error: code("notTrueOrFalse") }).optional(),
});

/** PUT /api/groups/:id/members/:userId/role. */
export const groupRoleInput = z.strictObject({
  role: z.enum(["admin", "member"], { error: code("groupRoleUnknown") }),
});

/** DELETE /api/groups/:id?rounds=keep|delete: what happens to the group's rounds is asked, never
 * assumed. keep: they stay as standalone events (their creators keep them); delete: they go too. */
export const groupRoundsChoice = z.enum(["keep", "delete"], {
  error: code("roundsChoiceRequired"),
});

// ---- Chats (issue #38, decision 229) ----------------------------------------------------------

/** A chat's address: https, no user or password in it, no fragment. http is let through here
 * only for the tests' own receivers: the server refuses it unless TEST_CHAT_LOOPBACK_PORT is set
 * (features/previews/outbound-address.ts), and checks every resolved address when sending. */
const chatAddress = z
  .string({ error: code("chatAddressInvalid") })
  .trim()
  .max(limits.url, code("chatAddressInvalid"))
  .refine(isServiceAddress, code("chatAddressInvalid"));

/** The messages a target is sent, each on (true) or off (false); a new target's missing ones
 * take chatMessageDefaults. */
const chatMessages = z.strictObject(
  Object.fromEntries(
    chatMessageKinds.map((kind) => [kind, z.boolean({ error: code("notTrueOrFalse") }).optional()]),
  ) as Record<ChatMessageKind, z.ZodOptional<z.ZodBoolean>>,
);

/** What may follow "Bearer " in an Authorization header (RFC 6750's b64token), which is how a
 * Matrix access token is sent: every homeserver's tokens are of it (Synapse's "syt_…", older
 * macaroons in base64url). Anything else (a line break, a character past U+00FF, the word
 * "Bearer" pasted with it) cannot be sent as the homeserver gave it, and Node refuses some of it
 * outright. */
const BEARER_TOKEN = /^[A-Za-z0-9._~+/-]+=*$/;

/** A name its owner knows it by ("#dinner on Slack"); the kind's name when left out. */
const chatName = name.optional();

/** POST /api/events/{eventId}/chats and /api/groups/{groupId}/chats: connect a chat. Slack,
 * Discord and Teams take their incoming webhook's address, the generic webhook any https
 * address (its signing secret is made by the server and answered once); Matrix a homeserver, a
 * room ID and an access token of the account that posts. */
export const chatTargetInput = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({
      kind: z.enum(["slack", "discord", "teams", "webhook"]),
      name: chatName,
      url: chatAddress,
      messages: chatMessages.optional(),
    }),
    z.strictObject({
      kind: z.literal("matrix"),
      name: chatName,
      homeserver: chatAddress,
      room: z
        .string({ error: code("chatRoomInvalid") })
        .trim()
        .max(255, code("chatRoomInvalid"))
        .regex(/^![^\s:]+:[^\s]+$/, code("chatRoomInvalid")),
      accessToken: z
        .string({ error: code("chatTokenRequired") })
        .trim()
        .min(1, code("chatTokenRequired"))
        .max(1000, code("chatTokenRequired"))
        .regex(BEARER_TOKEN, code("chatTokenInvalid")),
      messages: chatMessages.optional(),
    }),
  ],
  { error: code("invalidValue") },
);
export type ChatTargetInput = z.infer<typeof chatTargetInput>;

/** PATCH /api/…/chats/{chatId}: rename it, turn messages on or off, or turn it back on after
 * it was turned off for failing (`active: true`). */
export const chatTargetChange = z
  .strictObject({
    name: name.optional(),
    messages: chatMessages.optional(),
    active: z.boolean({ error: code("notTrueOrFalse") }).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, code("nothingToChange"));
export type ChatTargetChange = z.infer<typeof chatTargetChange>;
