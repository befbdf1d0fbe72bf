// The account: GET /api/me (my profile), PATCH /api/me (change my name, language or time zone),
// DELETE /api/me (delete my account, confirmed by typing its email), GET /api/me/deletion (what
// deleting would remove) and GET /api/me/data (download my data).
import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { deleteCookie, getCookie } from "hono/cookie";
import {
  deleteAccountInput,
  updateMeInput,
  type Account,
  type AccountDeletion,
  type MyData,
} from "../../../shared/api";
import type { AppEnv } from "../../app-env";
import type { FeatureDeps } from "../deps";
import { user } from "../../db/schema";
import { sendSmallJson } from "../../http/compression";
import { readJson } from "../../http/json-body";
import { accountColumns } from "../../auth/person";
import { notSignedIn } from "../../auth/session-check";
import { deleteAccount } from "./delete-account";
import { deletionPreview, myData } from "./my-data";

export function accountRoutes({ database, live, sessionCheck }: FeatureDeps) {
  const { db } = database;
  const routes = new Hono<AppEnv>();
  routes.use("/me", sessionCheck.requireUser);
  // From the session check alone: no query of its own (sessions are kept on the embedded database).
  routes.get("/me", (c) =>
    sendSmallJson<Account>(c, {
      ...c.var.user,
      language: c.var.language,
      timeZone: c.var.timeZone,
    }),
  );
  // A new name, a language (decision 102), a time zone (decision 119), or several.
  routes.patch("/me", async (c) => {
    const { name, language, timeZone } = await readJson(c, updateMeInput);
    const [updated] = await db
      .update(user)
      .set({ name, language, timeZone, updatedAt: new Date() })
      .where(eq(user.id, c.var.user.id))
      .returning(accountColumns);
    if (!updated) throw notSignedIn();
    return c.json<Account>(updated);
  });

  routes.delete("/me", async (c) => {
    const { confirm } = await readJson(c, deleteAccountInput);
    const userId = c.var.user.id;
    const { deletedEvents, touchedEvents } = await deleteAccount(db, userId, confirm);
    for (const { id, version } of deletedEvents) {
      live.publish(id, { type: "event.deleted", version });
    }
    // Their memberships, links and votes left many parts of each page: it is fetched again.
    for (const id of touchedEvents) live.publish(id, { type: "refetch" });
    live.closeStreamsOf(userId);
    forgetSessionCookie(c);
    return c.body(null, 204);
  });

  routes.get("/me/deletion", sessionCheck.requireUser, async (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json<AccountDeletion>(await deletionPreview(db, c.var.user.id));
  });

  routes.get("/me/data", sessionCheck.requireUser, async (c) => {
    const data = await myData(db, c.var.user.id);
    // The session outlived its user by a moment (deleted from another tab).
    if (!data) throw notSignedIn();
    c.header("Content-Disposition", 'attachment; filename="huddle-data.json"');
    c.header("Cache-Control", "private, no-store");
    return c.json<MyData>(data);
  });

  return routes;
}

const SESSION_COOKIE = "better-auth.session_token";

/** Expires the session cookie as Better Auth's sign-out does: the plain one, or the __Secure-
 * one an https address gets, whichever the browser sent, with the attributes it was set with. */
function forgetSessionCookie(c: Context) {
  const attributes = { path: "/", httpOnly: true, sameSite: "Lax" } as const;
  if (getCookie(c, SESSION_COOKIE) !== undefined) deleteCookie(c, SESSION_COOKIE, attributes);
  if (getCookie(c, SESSION_COOKIE, "secure") !== undefined) {
    deleteCookie(c, SESSION_COOKIE, { ...attributes, secure: true, prefix: "secure" });
  }
}
