// The account: GET/PATCH/DELETE /api/me, GET /api/me/deletion and GET /api/me/data.
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie } from "hono/cookie";
import { deleteAccountInput, updateMeInput, type Account } from "../../../shared/api";
import * as answer from "../../../shared/responses";
import type { FeatureDeps } from "../../kernel/deps";
import { user } from "../../db/schema";
import { sendSmallJson } from "../../http/compression";
import { asAnswer, endpoint, featureRoutes } from "../../http/endpoint";
import { json, noContent, TAGS } from "../../http/operation";
import { accountColumns } from "../../auth/person";
import { notSignedIn } from "../../kernel/errors";
import { deleteAccount } from "./delete-account";
import { deletionPreview, myData } from "./my-data";
import { publishGroupChange } from "../../kernel/live-hub";

export const me = endpoint({
  method: "get",
  path: "/api/me",
  summary: "Who is signed in",
  tag: TAGS.account,
  guard: "signedIn",
  answers: {
    200: json("The signed-in person, with their language and time zone", answer.account),
  },
  errors: [],
});

export const updateMe = endpoint({
  method: "patch",
  path: "/api/me",
  summary: "Change your name, your language or your time zone",
  description:
    "Any of the three, or several. `timeZone` is an IANA name that Intl knows (such as " +
    '"Europe/Berlin"); the browser sends its own when it differs from the one kept, and emails ' +
    "write their times in it (UTC, said so, while none is kept). An unknown zone is a 400 " +
    "naming the field `timeZone`, and nothing changes.",
  tag: TAGS.account,
  guard: "signedIn",
  body: updateMeInput,
  answers: { 200: json("The person after the change", answer.account) },
  errors: [],
});

export const deleteMe = endpoint({
  method: "delete",
  path: "/api/me",
  summary: "Delete your account, with the events you created",
  description: "Confirmed by typing the account's email (a guest: their name) again.",
  tag: TAGS.account,
  guard: "signedIn",
  body: deleteAccountInput,
  answers: { 204: noContent },
  errors: ["confirmEmail", "confirmName"],
});

export const myDeletion = endpoint({
  method: "get",
  path: "/api/me/deletion",
  summary: "What deleting your account would remove",
  tag: TAGS.account,
  guard: "signedIn",
  description:
    "The events you created go whole, but for the rounds of a group that lives on: a group " +
    "you created goes to its longest-standing other admin (`createdGroups[].heir`), and the " +
    "rounds you opened in it, or in anyone's group, stay with the group (its creator's then). " +
    "A group of yours with no other admin is deleted; its rounds stay as standalone events " +
    "(those you opened go with your events).",
  answers: { 200: json("The events, groups and counts that would go", answer.accountDeletion) },
  errors: [],
});

export const myDataFile = endpoint({
  method: "get",
  path: "/api/me/data",
  summary: "Download your data",
  tag: TAGS.account,
  guard: "signedIn",
  answers: { 200: json("Everything Huddle keeps that is yours (an attachment)", answer.myData) },
  errors: [],
});

export function accountRoutes({ database, live }: FeatureDeps) {
  const { db } = database;
  return (
    featureRoutes()
      // From the session check alone: no query of its own.
      .openapi(me, (c) =>
        asAnswer<Account>(
          sendSmallJson<Account>(c, {
            ...c.var.user,
            language: c.var.language,
            timeZone: c.var.timeZone,
          }),
        ),
      )
      // A new name, a language, a time zone, or several.
      .openapi(updateMe, async (c) => {
        const { name, language, timeZone } = c.req.valid("json");
        const [updated] = await db
          .update(user)
          .set({ name, language, timeZone, updatedAt: new Date() })
          .where(eq(user.id, c.var.user.id))
          .returning(accountColumns);
        if (!updated) throw notSignedIn();
        return c.json(updated satisfies Account, 200);
      })
      .openapi(deleteMe, async (c) => {
        const { confirm } = c.req.valid("json");
        const userId = c.var.user.id;
        const { groups, deletedEvents, touchedEvents } = await deleteAccount(db, userId, confirm);
        for (const { id, version } of groups.deleted) {
          publishGroupChange(live, id, version, { deleted: true });
        }
        for (const { id, version } of groups.changed) {
          publishGroupChange(live, id, version, { left: userId });
        }
        for (const { id, version } of deletedEvents) {
          live.publish(id, { type: "event.deleted", version });
        }
        // Their memberships, links and votes left many parts of each page: it is fetched again.
        for (const id of touchedEvents) live.publish(id, { type: "refetch" });
        live.closeStreamsOf(userId);
        forgetSessionCookie(c);
        return c.body(null, 204);
      })
      .openapi(myDeletion, async (c) => {
        c.header("Cache-Control", "private, no-store");
        return c.json(await deletionPreview(db, c.var.user.id), 200);
      })
      .openapi(myDataFile, async (c) => {
        const data = await myData(db, c.var.user.id);
        // The session outlived its user by a moment (deleted from another tab).
        if (!data) throw notSignedIn();
        c.header("Content-Disposition", 'attachment; filename="huddle-data.json"');
        c.header("Cache-Control", "private, no-store");
        return c.json(data, 200);
      })
  );
}

const SESSION_COOKIE = "better-auth.session_token";

/** Expires the session cookie as sign-out does: plain or __Secure-, whichever was sent. */
function forgetSessionCookie(c: Context) {
  const attributes = { path: "/", httpOnly: true, sameSite: "Lax" } as const;
  if (getCookie(c, SESSION_COOKIE) !== undefined) deleteCookie(c, SESSION_COOKIE, attributes);
  if (getCookie(c, SESSION_COOKIE, "secure") !== undefined) {
    deleteCookie(c, SESSION_COOKIE, { ...attributes, secure: true, prefix: "secure" });
  }
}
