// Which emails a person gets: GET and PUT /api/me/notifications (signed in, by kind), and
// /api/unsubscribe?token= (no sign-in: the signed token in each email names the address and the
// kind). GET says what the token names; POST turns that kind off, or on again with
// { subscribed: true } (the unsubscribe page's "Subscribe again"). A mail program's one-click
// POST (RFC 8058) carries a form body, List-Unsubscribe=One-Click, and means off.
import { Hono, type Context } from "hono";
import {
  notificationSettingsInput,
  unsubscribeInput,
  type NotificationSettings,
  type Subscription,
} from "../../../shared/api";
import type { MailKind } from "../../../shared/mail-kinds";
import type { AppEnv } from "../../app-env";
import { AppError } from "../../http/errors";
import { readJson } from "../../http/json-body";
import type { FeatureDeps } from "../deps";
import { setKinds, settingsOf } from "./settings";

export function notificationRoutes({ database: { db }, notices, sessionCheck }: FeatureDeps) {
  const routes = new Hono<AppEnv>();

  const withEmail = sessionCheck.requireAccount("guestHasNoEmail");
  routes.get("/me/notifications", withEmail, async (c) =>
    c.json<NotificationSettings>(await settingsOf(db, c.var.user.email)),
  );
  routes.put("/me/notifications", withEmail, async (c) => {
    const changes = await readJson(c, notificationSettingsInput);
    await db.transaction((tx) => setKinds(tx, c.var.user.email, changes));
    return c.json<NotificationSettings>(await settingsOf(db, c.var.user.email));
  });

  const tokenOf = (c: Context<AppEnv>) => {
    const found = notices.readUnsubscribe(c.req.query("token") ?? "");
    if (!found) throw new AppError("badUnsubscribeToken");
    return found;
  };
  const subscription = async (email: string, kind: MailKind): Promise<Subscription> => {
    const settings = await settingsOf(db, email);
    return { email, kind, subscribed: settings[kind] };
  };

  routes.get("/unsubscribe", async (c) => {
    const { email, kind } = tokenOf(c);
    c.header("Cache-Control", "no-store");
    return c.json<Subscription>(await subscription(email, kind));
  });
  routes.post("/unsubscribe", async (c) => {
    const { email, kind } = tokenOf(c);
    const type = c.req.header("content-type") ?? "";
    const subscribed = /^application\/x-www-form-urlencoded\b/i.test(type)
      ? false
      : ((await readJson(c, unsubscribeInput)).subscribed ?? false);
    await setKinds(db, email, { [kind]: subscribed });
    return c.json<Subscription>(await subscription(email, kind));
  });

  return routes;
}
