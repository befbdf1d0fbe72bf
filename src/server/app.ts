// Builds the whole app from its parts. Tests import this (with their own database, mailer and
// settings); main.ts adds the process around it.
import path from "node:path";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "./app-env";
import type { FeatureDeps } from "./features/deps";
import type { Config } from "./config";
import type { Database } from "./db/connection";
import { projectRoot } from "./db/migrate";
import { createAuth } from "./auth/auth";
import { invitedSignUp } from "./auth/invited-sign-up";
import { authRoutes } from "./auth/routes";
import { createSessionCheck } from "./auth/session-check";
import { compression } from "./http/compression";
import { sendError, toErrorResponse } from "./http/errors";
import { originCheck } from "./http/origin";
import { requestLog, type Logger } from "./http/request-log";
import { securityHeaders } from "./http/security-headers";
import { createPrerender } from "./http/prerender";
import { createResultMeta } from "./http/result-meta";
import { staticFiles } from "./http/static-files";
import type { Mailer } from "./mail/mailer";
import { createLiveHub, type LiveHub } from "./live/hub";
import { limits } from "../shared/limits";
import type { AppConfig } from "../shared/api";
import { accountRoutes } from "./features/account/routes";
import { liveRoutes } from "./live/routes";
import { eventRoutes } from "./features/events/routes";
import { memberRoutes } from "./features/members/routes";
import { invitationRoutes } from "./features/invitations/routes";
import { linkRoutes } from "./features/links/routes";
import { commentRoutes } from "./features/comments/routes";
import { voteRoutes } from "./features/votes/routes";
import { closingRoutes } from "./features/closing/routes";
import { createPreviewer } from "./features/previews/previewer";
import { previewRoutes } from "./features/previews/routes";
import { createNotices } from "./features/notifications/notices";
import { notificationRoutes } from "./features/notifications/routes";
import { resultRoutes } from "./features/results/routes";
import { reminderRoutes } from "./features/reminders/routes";
import { openApiRoutes } from "./openapi/routes";
import { createScheduler } from "./features/deadlines/scheduler";
import { createOutboxWorker } from "./mail/outbox";

export type AppDeps = {
  config: Config;
  database: Database;
  secret: string;
  mailer: Mailer;
  log?: Logger;
  live?: LiveHub;
  /** Where the built web app is; defaults to dist/web. */
  webDir?: string;
};

export function buildApp(deps: AppDeps) {
  const { config, database, log } = deps;
  const live = deps.live ?? createLiveHub();
  const notices = createNotices({ publicUrl: config.publicUrl, secret: deps.secret });
  const outbox = createOutboxWorker({
    database,
    mailer: deps.mailer,
    publicUrl: config.publicUrl,
    log,
    retryBaseMs: config.mailRetryBaseMs,
  });
  // Not started here: the server starts it (tests start it when they need time to pass).
  const scheduler = createScheduler({
    database,
    live,
    notices,
    outbox,
    tickMs: config.schedulerTickMs,
    log,
  });
  const invited = invitedSignUp(database.db, deps.secret);
  const auth = createAuth({
    config,
    db: database.db,
    secret: deps.secret,
    invitedSignUp: invited,
    wakeMail: scheduler.wakeMail,
    guestSaved: (eventIds) => {
      for (const id of eventIds) live.publish(id, { type: "refetch" });
    },
    log,
  });
  const sessionCheck = createSessionCheck(database, deps.secret);
  const previews = createPreviewer({ config, database, live, log });
  const features: FeatureDeps = {
    config,
    database,
    notices,
    wakeMail: scheduler.wakeMail,
    live,
    log,
    sessionCheck,
    previews,
  };

  const app = new Hono<AppEnv>();
  app.use(requestLog(config.logRequests ? log : undefined));
  app.use(securityHeaders(config.publicUrl));
  // Compress everything but the live stream, which must flush each message as it is written.
  app.use(compression());

  const api = new Hono<AppEnv>();
  api.use(originCheck(config.trustedOrigins));
  const tooLarge = (c: Context) => sendError(c, "bodyTooLarge");
  const limitBody = bodyLimit({ maxSize: limits.bodyBytes, onError: tooLarge });
  api.use(async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    // With a Content-Length and no chunked encoding, Node's parser reads no more than it says, so
    // the header decides. Only a chunked body goes through bodyLimit, which counts the stream:
    // it turns @hono/node-server's light request into a full Request (stream, AbortSignal), and
    // that was a tenth of a vote's CPU.
    const length = c.req.header("content-length");
    if (length !== undefined && c.req.header("transfer-encoding") === undefined) {
      return Number(length) > limits.bodyBytes ? tooLarge(c) : next();
    }
    return limitBody(c, next);
  });

  api.get("/health", async (c) => {
    try {
      await database.ping();
      return c.json({ status: "ok", database: database.kind });
    } catch {
      return sendError(c, "unavailable");
    }
  });
  api.get("/config", (c) =>
    c.json<AppConfig>({
      appName: "Huddle",
      googleEnabled: Boolean(config.google),
      emailVerificationRequired: config.emailVerification === "required",
    }),
  );
  api.route("/auth", authRoutes(auth, config.trustProxy, sessionCheck, invited));
  for (const mount of featureRoutes) api.route("/", mount(features));
  api.route("/", openApiRoutes(config.publicUrl));
  api.all("*", (c) => sendError(c, "noRoute", { method: c.req.method, path: c.req.path }));

  app.route("/api", api);
  // The first paint of the landing and event pages asks this app's own API, in-process.
  const prerender = createPrerender(async (apiPath, headers) => app.request(apiPath, { headers }));
  const resultMeta = createResultMeta(
    async (apiPath, headers) => app.request(apiPath, { headers }),
    config.publicUrl,
  );
  app.get(
    "*",
    staticFiles(deps.webDir ?? path.join(projectRoot(), "dist", "web"), prerender, resultMeta),
  );
  app.notFound((c) => sendError(c, "notFound"));
  app.onError((error, c) => toErrorResponse(c, error, log ?? (() => {})));

  return { app, auth, live, sessionCheck, previews, scheduler, outbox };
}

export type BuiltApp = ReturnType<typeof buildApp>;

// Each feature folder exports one function that builds its routes; they are mounted here in one
// list so it is plain which features exist.
type FeatureMount = (deps: FeatureDeps) => Hono<AppEnv>;
const featureRoutes: FeatureMount[] = [
  accountRoutes,
  liveRoutes,
  eventRoutes,
  memberRoutes,
  invitationRoutes,
  linkRoutes,
  previewRoutes,
  voteRoutes,
  commentRoutes,
  closingRoutes,
  notificationRoutes,
  reminderRoutes,
  resultRoutes,
];
