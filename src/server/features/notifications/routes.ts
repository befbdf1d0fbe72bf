// Email preferences: by kind when signed in, or via each email's signed token.
import { z } from "zod";
import type { Context } from "hono";
import { notificationSettingsInput, unsubscribeInput } from "../../../shared/api";
import * as answer from "../../../shared/responses";
import type { MailKind } from "../../../shared/features/notifications/kinds";
import type { AppEnv } from "../../kernel/app-env";
import { AppError } from "../../kernel/errors";
import { endpoint, featureRoutes } from "../../http/endpoint";
import { json, TAGS } from "../../http/operation";
import type { FeatureDeps } from "../../kernel/deps";
import type { NoticesDeps } from "./notices";
import { setKinds, settingsOf } from "./settings";

export const notificationSettings = endpoint({
  method: "get",
  path: "/api/me/notifications",
  summary: "Which kinds of email you get",
  tag: TAGS.account,
  guard: "account",
  guestRefusal: "guestHasNoEmail",
  answers: { 200: json("Each kind, on or off", answer.notificationSettings) },
  errors: [],
});

export const changeNotificationSettings = endpoint({
  method: "put",
  path: "/api/me/notifications",
  summary: "Turn kinds of email on or off",
  description: "Guests have no email: 403.",
  tag: TAGS.account,
  guard: "account",
  guestRefusal: "guestHasNoEmail",
  body: notificationSettingsInput,
  answers: { 200: json("Each kind after the change", answer.notificationSettings) },
  errors: [],
});

const tokenQuery = {
  token: {
    description: "The signed token from the email",
    // No token at all is the same 400 as a token that names nothing.
    schema: z.string({ error: "badUnsubscribeToken" }),
    required: true,
  },
} as const;

export const unsubscription = endpoint({
  method: "get",
  path: "/api/unsubscribe",
  summary: "What an email's unsubscribe link names",
  tag: TAGS.account,
  guard: "visitor",
  query: tokenQuery,
  answers: {
    200: json("The address, the kind of email and whether it is on", answer.subscription),
  },
  errors: ["badUnsubscribeToken"],
});

export const unsubscribe = endpoint({
  method: "post",
  path: "/api/unsubscribe",
  summary: "Unsubscribe from one kind of email (or subscribe again)",
  tag: TAGS.account,
  guard: "visitor",
  query: tokenQuery,
  body: unsubscribeInput,
  formBody: {
    description: "A mail program's one-click unsubscribe (RFC 8058): always off",
    schema: z.object({ "List-Unsubscribe": z.literal("One-Click") }),
  },
  answers: { 200: json("The kind of email after the change", answer.subscription) },
  errors: ["badUnsubscribeToken"],
});

const isForm = (c: Context) =>
  /^application\/x-www-form-urlencoded\b/i.test(c.req.header("content-type") ?? "");

export function notificationRoutes({ database: { db }, notices }: FeatureDeps & NoticesDeps) {
  const tokenOf = (token: string | undefined) => {
    const found = notices.readUnsubscribe(token ?? "");
    if (!found) throw new AppError("badUnsubscribeToken");
    return found;
  };
  const subscription = async (email: string, kind: MailKind): Promise<answer.Subscription> => {
    const settings = await settingsOf(db, email);
    return { email, kind, subscribed: settings[kind] };
  };

  const routes = featureRoutes();
  // A one-click POST (RFC 8058) means off whatever its form body; handled ahead of the JSON route.
  routes.post("/api/unsubscribe", async (c: Context<AppEnv>, next) => {
    if (!isForm(c)) return next();
    const { email, kind } = tokenOf(c.req.query("token"));
    await setKinds(db, email, { [kind]: false });
    return c.json(await subscription(email, kind), 200);
  });

  return routes
    .openapi(notificationSettings, async (c) => c.json(await settingsOf(db, c.var.user.email), 200))
    .openapi(changeNotificationSettings, async (c) => {
      const changes = c.req.valid("json");
      await db.transaction((tx) => setKinds(tx, c.var.user.email, changes));
      return c.json(await settingsOf(db, c.var.user.email), 200);
    })
    .openapi(unsubscription, async (c) => {
      const { email, kind } = tokenOf(c.req.valid("query").token);
      c.header("Cache-Control", "no-store");
      return c.json(await subscription(email, kind), 200);
    })
    .openapi(unsubscribe, async (c) => {
      const { email, kind } = tokenOf(c.req.valid("query").token);
      await setKinds(db, email, { [kind]: c.req.valid("json").subscribed ?? false });
      return c.json(await subscription(email, kind), 200);
    });
}
