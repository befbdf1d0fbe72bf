// GET /api/health and GET /api/config.
import * as answer from "../../shared/responses";
import type { FeatureDeps } from "../kernel/deps";
import { endpoint, featureRoutes } from "../http/endpoint";
import { AppError } from "../kernel/errors";
import { json, TAGS } from "../http/operation";

export const health = endpoint({
  method: "get",
  path: "/api/health",
  summary: "Whether the server and its database answer",
  tag: TAGS.server,
  guard: "visitor",
  answers: { 200: json("Up, with the kind of database", answer.health) },
  errors: ["unavailable"],
});

export const appConfig = endpoint({
  method: "get",
  path: "/api/config",
  summary: "What the web app needs to know at start",
  tag: TAGS.server,
  guard: "visitor",
  answers: { 200: json("Which sign-in options are on", answer.appConfig) },
  errors: [],
});

export function serverRoutes({ config, database }: FeatureDeps) {
  return featureRoutes()
    .openapi(health, async (c) => {
      try {
        await database.ping();
      } catch {
        throw new AppError("unavailable");
      }
      return c.json({ status: "ok" as const, database: database.kind }, 200);
    })
    .openapi(appConfig, (c) =>
      c.json(
        {
          appName: "Huddle",
          googleEnabled: Boolean(config.google),
          emailVerificationRequired: config.emailVerification === "required",
        },
        200,
      ),
    );
}
