// Invitations: the public preview behind an invite link, and sending one by email.
import { z } from "zod";
import { inviteInput } from "../../../shared/api";
import { normalizeCode } from "../../../shared/core/limits";
import * as answer from "../../../shared/responses";
import type { FeatureDeps } from "../../kernel/deps";
import type { NoticesDeps } from "../notifications";
import { clientIp } from "../../auth/client-ip";
import { endpoint, featureRoutes } from "../../http/endpoint";
import { notFound } from "../../kernel/errors";
import { enforceRateLimit } from "../../http/rate-limit";
import { json, TAGS } from "../../http/operation";
import { isPossibleCode } from "../events";
import { sendInvitation } from "./commands";
import { findInvitePreview, type InvitationSecret } from "./queries";
import { invitationIdOf } from "../../kernel/invitation-tokens";

const TEN_MINUTES = 600;

/** The `?invitation=` secret, or null when absent or malformed (no inviter is named). */
export function invitationSecret(
  notices: NoticesDeps["notices"],
  token: string | undefined,
): InvitationSecret | null {
  const id = invitationIdOf(token);
  if (!id || !token) return null;
  return { id, matches: (email) => notices.invitationTokenMatches(token, id, email) };
}
const DAY = 86_400;

export const invitePreview = endpoint({
  method: "get",
  path: "/api/invite/:code",
  summary: "The event behind an invitation code (no sign-in needed)",
  tag: TAGS.members,
  guard: "visitor",
  query: {
    invitation: {
      description: "The secret an emailed invitation's link carries (names who sent it)",
      schema: z.string(),
      required: false,
    },
  },
  answers: {
    200: json(
      "Its title, description, members, status, deadline and creator; who invited, with an emailed link's ?invitation= secret; a closed event's result",
      answer.invitePreview,
    ),
  },
  errors: ["invalidCode", "tooManyRequests"],
});

export const invite = endpoint({
  method: "post",
  path: "/api/events/:id/invitations",
  summary: "Invite someone by email",
  description: "Guests cannot send email in Huddle's name: 403.",
  tag: TAGS.members,
  guard: "member",
  guestRefusal: "guestCannotInvite",
  body: inviteInput,
  answers: { 201: json("Where the invitation went", answer.invitationSent) },
  errors: ["eventNotFound", "tooManyRequests"],
});

export function invitationRoutes({
  config,
  database: { db },
  notices,
  wakeMail,
  sessionCheck,
}: FeatureDeps & NoticesDeps) {
  const lookupLimit = { max: config.rateLimits.joinPer10Minutes, windowSeconds: TEN_MINUTES };
  const inviteLimits = {
    perSender: { max: config.rateLimits.invitesPerDay, windowSeconds: DAY },
    perRecipient: { max: config.rateLimits.invitesToOnePerDay, windowSeconds: DAY },
  };

  return (
    featureRoutes()
      // Public, so rate-limited per client address: codes must not be cheap to enumerate.
      .openapi(invitePreview, async (c) => {
        await enforceRateLimit(db, `invite-lookup:${clientIp(c, config.trustProxy)}`, lookupLimit);
        const code = normalizeCode(c.req.valid("param").code);
        if (!isPossibleCode(code)) throw notFound("invalidCode");
        const viewer = await sessionCheck.current(c);
        const preview = await findInvitePreview(
          db,
          code,
          viewer?.user.id ?? null,
          invitationSecret(notices, c.req.valid("query").invitation),
        );
        if (!preview) throw notFound("invalidCode");
        return c.json(preview, 200);
      })
      .openapi(invite, async (c) => {
        const { id: eventId } = c.req.valid("param");
        const { email } = c.req.valid("json");
        await sendInvitation(db, notices, {
          eventId,
          inviter: c.var.user,
          email,
          publicUrl: config.publicUrl,
          limits: inviteLimits,
        });
        wakeMail();
        return c.json({ email }, 201);
      })
  );
}
