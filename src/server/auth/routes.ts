// Better Auth under /api/auth: bodies checked first, errors rewrapped, client address ours.
import { Hono, type Context } from "hono";
import type { z } from "zod";
import type { AppEnv } from "../kernel/app-env";
import {
  changeEmailInput,
  changePasswordInput,
  guestInput,
  requestPasswordResetInput,
  resetPasswordInput,
  revokeSessionInput,
  sendVerificationEmailInput,
  signInInput,
  signUpInput,
  socialSignInInput,
} from "../../shared/api";
import { readJson } from "../http/json-body";
import { CLIENT_IP_HEADER, type Auth } from "./auth";
import { clientIp } from "./client-ip";
import { rewrapError } from "./error-messages";
import type { InvitedSignUp } from "./invited-sign-up";
import { profileName } from "./user-fields";
import type { SessionCheck } from "./session-check";

type Check = { schema: z.ZodType; prepare?: (body: never) => unknown };

const checked: Record<string, Check> = {
  "/sign-up/email": {
    schema: signUpInput,
    // Registered and new addresses answer alike; the invitation secret is held aside.
    prepare: ({ invitation: _invitation, ...body }: z.output<typeof signUpInput>) => ({
      ...body,
      name: profileName(body.name, body.email),
    }),
  },
  "/sign-in/email": { schema: signInInput },
  "/sign-in/social": { schema: socialSignInInput },
  "/sign-in/anonymous": { schema: guestInput },
  "/request-password-reset": { schema: requestPasswordResetInput },
  "/reset-password": { schema: resetPasswordInput },
  "/send-verification-email": { schema: sendVerificationEmailInput },
  // Settings (account-settings.ts filters the answers of list-sessions and list-accounts).
  "/change-password": { schema: changePasswordInput },
  "/change-email": { schema: changeEmailInput },
  "/revoke-session": { schema: revokeSessionInput },
};

export function authRoutes(
  auth: Auth,
  trustProxy: boolean,
  sessionCheck: SessionCheck,
  invited: InvitedSignUp,
) {
  const routes = new Hono<AppEnv>();
  routes.all("/*", async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    headers.set(CLIENT_IP_HEADER, clientIp(c, trustProxy));
    await withoutEndedSession(c, headers, sessionCheck);
    const check = c.req.method === "POST" ? checked[authPath(c)] : undefined;
    let request: Request;
    if (check) {
      const parsed = await readJson(c, check.schema);
      const body = JSON.stringify(check.prepare ? check.prepare(parsed as never) : parsed);
      headers.delete("content-length");
      headers.set("content-type", "application/json");
      request = new Request(c.req.url, { method: "POST", headers, body });
      const { invitation } = parsed as { invitation?: unknown };
      if (typeof invitation === "string") invited.hold(request, invitation);
    } else {
      request = new Request(c.req.raw, { headers });
    }
    const response = await auth.handler(request);
    return response.status >= 400 ? rewrapError(response, authPath(c)) : response;
  });
  return routes;
}

/** Where the anonymous plugin looks at the request's session for a guest to link (its matcher). */
const SIGNS_IN = /^\/(sign-in|sign-up|callback|oauth2\/callback|verify-email)(\/|$)/;

/** Drop an ended session's cookie, or Better Auth expires it over the new one's Set-Cookie. */
async function withoutEndedSession(
  c: Context<AppEnv>,
  headers: Headers,
  sessionCheck: SessionCheck,
) {
  if (!SIGNS_IN.test(authPath(c)) || !sessionCheck.signedToken(c)) return;
  if (await sessionCheck.current(c)) return;
  const kept = (headers.get("cookie") ?? "")
    .split(";")
    .filter((pair) => !SESSION_COOKIE_NAMES.includes(pair.slice(0, pair.indexOf("=")).trim()));
  if (kept.length) headers.set("cookie", kept.join(";"));
  else headers.delete("cookie");
}

const SESSION_COOKIE_NAMES = ["better-auth.session_token", "__Secure-better-auth.session_token"];

/** The path below /api/auth, e.g. "/sign-in/email". */
function authPath(c: Context) {
  return new URL(c.req.url).pathname.replace(/^\/api\/auth/, "").replace(/\/+$/, "") || "/";
}
