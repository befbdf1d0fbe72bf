// Builds the whole app from its parts; tests import it, main.ts adds the process around it.
import path from "node:path";
import { OpenAPIHono } from "@hono/zod-openapi";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "./kernel/app-env";
import type { Config } from "./kernel/config";
import type { Database } from "./db/connection";
import { projectRoot } from "./db/migrate";
import { createAuth } from "./auth/auth";
import { invitedSignUp } from "./auth/invited-sign-up";
import { mergeGuest } from "./features/guests";
import { invitationVouchesFor } from "./features/invitations";
import { authRoutes } from "./auth/routes";
import { createSessionCheck } from "./auth/session-check";
import { compression } from "./http/compression";
import { sendError, toErrorResponse } from "./kernel/errors";
import { originCheck } from "./http/origin";
import { requestLog, type Logger } from "./kernel/request-log";
import { securityHeaders } from "./http/security-headers";
import { createPrerender } from "./http/prerender";
import { createResultMeta } from "./http/result-meta";
import { staticFiles } from "./http/static-files";
import type { Mailer } from "./mail/mailer";
import { createLiveHub, type LiveHub, groupRoom } from "./kernel/live-hub";
import { limits } from "../shared/core/limits";
import { declaredRoutes, type AppFeatureDeps } from "./api-routes";
import { createPreviewer } from "./features/previews";
import { createNotices } from "./features/notifications";
import { openApiRoutes } from "./openapi/routes";
import { declaredOperations } from "./openapi/document";
import { createScheduler } from "./features/deadlines";
import { emailChannel } from "./mail/outbox";
import { createNotificationOutbox } from "./outbox/worker";
import webpush from "web-push";
import { createSender, pushChannel, type VapidKeys } from "./features/push";
import { chatChannel } from "./features/chat";

export type AppDeps = {
  config: Config;
  database: Database;
  secret: string;
  mailer: Mailer;
  log?: Logger;
  live?: LiveHub;
  /** The VAPID key pair; without one, a fresh pair for this app alone (tests). */
  vapidKeys?: VapidKeys;
  /** Where the built web app is; defaults to dist/web. */
  webDir?: string;
};

export function buildApp(deps: AppDeps) {
  const { config, database, log } = deps;
  const live = deps.live ?? createLiveHub();
  const notices = createNotices({ publicUrl: config.publicUrl, secret: deps.secret });
  const vapidKeys = deps.vapidKeys ?? config.push.vapidKeys ?? webpush.generateVAPIDKeys();
  // One outbox, one worker; each channel sends its rows its own way.
  const outbox = createNotificationOutbox([
    emailChannel({
      database,
      mailer: deps.mailer,
      publicUrl: config.publicUrl,
      log,
      retryBaseMs: config.mailRetryBaseMs,
    }),
    pushChannel({
      database,
      send: createSender({
        keys: vapidKeys,
        subject: config.push.subject,
        testLoopbackPort: config.push.testLoopbackPort,
      }),
      log,
      retryBaseMs: config.push.retryBaseMs,
    }),
    chatChannel({
      database,
      secret: deps.secret,
      publicUrl: config.publicUrl,
      log,
      retryBaseMs: config.chat.retryBaseMs,
      turnOffAfterMs: config.chat.turnOffAfterMs,
      testLoopbackPort: config.chat.testLoopbackPort,
    }),
  ]);
  // Not started here: the server starts it (tests start it when they need time to pass).
  const scheduler = createScheduler({
    database,
    live,
    notices,
    outbox,
    tickMs: config.schedulerTickMs,
    log,
  });
  const invited = invitedSignUp(database.db, deps.secret, invitationVouchesFor);
  const auth = createAuth({
    config,
    db: database.db,
    secret: deps.secret,
    invitedSignUp: invited,
    mergeGuest,
    wakeMail: scheduler.wakeMail,
    guestSaved: (touched) => {
      for (const id of touched.events) live.publish(id, { type: "refetch" });
      for (const id of touched.groups) live.publish(groupRoom(id), { type: "refetch" });
    },
    log,
  });
  const sessionCheck = createSessionCheck(database, deps.secret);
  const previews = createPreviewer({ config, database, live, log });
  const features: AppFeatureDeps = {
    config,
    database,
    notices,
    wakeMail: scheduler.wakeMail,
    live,
    log,
    sessionCheck,
    previews,
    push: { publicKey: vapidKeys.publicKey, wake: scheduler.wakeMail },
    secret: deps.secret,
  };

  const app = new Hono<AppEnv>();
  app.use(requestLog(config.logRequests ? log : undefined));
  app.use(securityHeaders(config.publicUrl));
  // Compress everything but the live stream, which must flush each message as it is written.
  app.use(compression());

  const api = new OpenAPIHono<AppEnv>();
  api.use("/api/*", originCheck(config.trustedOrigins));
  api.use("/api/*", (c, next) => {
    c.set("sessionCheck", sessionCheck);
    return next();
  });
  const tooLarge = (c: Context) => sendError(c, "bodyTooLarge");
  const limitBody = bodyLimit({ maxSize: limits.bodyBytes, onError: tooLarge });
  api.use("/api/*", async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    // Node reads no more than Content-Length; only chunked bodies need bodyLimit (costly).
    const length = c.req.header("content-length");
    if (length !== undefined && c.req.header("transfer-encoding") === undefined) {
      return Number(length) > limits.bodyBytes ? tooLarge(c) : next();
    }
    return limitBody(c, next);
  });

  // Better Auth mounts its own routes; all others are declared once and chained in api-routes.ts.
  api.route("/api/auth", authRoutes(auth, config.trustProxy, sessionCheck, invited));
  api.route("/", declaredRoutes(features));
  api.route(
    "/",
    openApiRoutes(config.publicUrl, () => declared()),
  );
  api.all("/api/*", (c) => sendError(c, "noRoute", { method: c.req.method, path: c.req.path }));

  app.route("/", api);
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

  /** Every declared route, as the API description lists them. */
  const declared = () => declaredOperations(api.openAPIRegistry.definitions);
  return {
    app,
    auth,
    live,
    sessionCheck,
    previews,
    scheduler,
    outbox,
    declared,
  };
}

export type BuiltApp = ReturnType<typeof buildApp>;
