// Invitations: the public preview behind an invite link (with an emailed link's secret, who sent
// it), and sending one by email.
import { Hono } from "hono";
import { inviteInput, type InvitationSent, type InvitePreview } from "../../../shared/api";
import { normalizeCode } from "../../../shared/limits";
import type { AppEnv } from "../../app-env";
import type { FeatureDeps } from "../deps";
import { clientIp } from "../../auth/client-ip";
import { notFound } from "../../http/errors";
import { readJson } from "../../http/json-body";
import { enforceRateLimit } from "../../http/rate-limit";
import { isPossibleCode } from "../events/codes";
import { eventIdParam } from "../events/access";
import { sendInvitation } from "./commands";
import { findInvitePreview, type InvitationSecret } from "./queries";
import { invitationIdOf } from "./tokens";

const TEN_MINUTES = 600;

/** The `?invitation=` secret of an emailed invite link, ready to be checked; null when there is
 * none or it cannot be one (then the preview simply names no inviter). */
export function invitationSecret(
  notices: FeatureDeps["notices"],
  token: string | undefined,
): InvitationSecret | null {
  const id = invitationIdOf(token);
  if (!id || !token) return null;
  return { id, matches: (email) => notices.invitationTokenMatches(token, id, email) };
}
const DAY = 86_400;

export function invitationRoutes({
  config,
  database: { db },
  notices,
  wakeMail,
  sessionCheck,
}: FeatureDeps) {
  const routes = new Hono<AppEnv>();
  const lookupLimit = { max: config.rateLimits.joinPer10Minutes, windowSeconds: TEN_MINUTES };
  const inviteLimits = {
    perSender: { max: config.rateLimits.invitesPerDay, windowSeconds: DAY },
    perRecipient: { max: config.rateLimits.invitesToOnePerDay, windowSeconds: DAY },
  };

  // Public: anyone holding a code may see the title behind it, so lookups are rate-limited per
  // client address (codes must not be cheap to enumerate).
  routes.get("/invite/:code", async (c) => {
    await enforceRateLimit(db, `invite-lookup:${clientIp(c, config.trustProxy)}`, lookupLimit);
    const code = normalizeCode(c.req.param("code"));
    if (!isPossibleCode(code)) throw notFound("invalidCode");
    const viewer = await sessionCheck.current(c);
    const preview = await findInvitePreview(
      db,
      code,
      viewer?.user.id ?? null,
      invitationSecret(notices, c.req.query("invitation")),
    );
    if (!preview) throw notFound("invalidCode");
    return c.json<InvitePreview>(preview);
  });

  const inviter = sessionCheck.requireAccount("guestCannotInvite");
  routes.post("/events/:id/invitations", inviter, async (c) => {
    const eventId = eventIdParam(c);
    const { email } = await readJson(c, inviteInput);
    await sendInvitation(db, notices, {
      eventId,
      inviter: c.var.user,
      email,
      publicUrl: config.publicUrl,
      limits: inviteLimits,
    });
    wakeMail();
    return c.json<InvitationSent>({ email }, 201);
  });

  return routes;
}
