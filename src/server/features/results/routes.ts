// The result of an event: the creator's public result link (GET, PUT to turn it on, DELETE to
// turn it off), the public result itself (GET /api/results/:token, no sign-in, no names), and
// the members' downloads of the event's links and votes (export.csv, export.json).
import { randomBytes } from "node:crypto";
import { Hono, type Context } from "hono";
import type { PublicResult, ResultLink } from "../../../shared/api";
import { messages } from "../../../shared/errors";
import { limits } from "../../../shared/limits";
import type { AppEnv } from "../../app-env";
import { events } from "../../db/schema";
import { notFound } from "../../http/errors";
import type { FeatureDeps } from "../deps";
import { asCreator, eventIdParam, eventNotFound } from "../events/access";
import { findMyEvent } from "../events/queries";
import { toCsv } from "./csv";
import { exportedLinks, findPublicResult, type ExportedLink } from "./queries";

/** A file name from the title: letters, digits and dashes, never empty. */
const fileName = (title: string) =>
  title
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_]+/g, "-")
    .toLowerCase()
    .slice(0, 60) || "event";

export function resultRoutes({ config, database: { db }, sessionCheck }: FeatureDeps) {
  const routes = new Hono<AppEnv>();
  const urlOf = (token: string | null) => (token ? `${config.publicUrl}/results/${token}` : null);

  /** Reads or writes the token as the creator; 404 to a non-member, 403 to another member. */
  const asResultCreator = (c: Context<AppEnv>, token: () => string | null | undefined) =>
    asCreator(
      db,
      eventIdParam(c),
      c.var.user.id,
      messages.resultLinkCreatorOnly,
      async (byCreator) => {
        const next = token();
        const [row] =
          next === undefined
            ? await db.select({ token: events.resultToken }).from(events).where(byCreator)
            : await db
                .update(events)
                .set({ resultToken: next })
                .where(byCreator)
                .returning({ token: events.resultToken });
        return row && { url: urlOf(row.token) };
      },
    );

  routes.get("/events/:id/result-link", sessionCheck.requireUser, async (c) =>
    c.json<ResultLink>(await asResultCreator(c, () => undefined)),
  );
  // Turning it on again keeps the same address; turning it off forgets the token, so a later
  // link is a new one and the old one stays dead.
  routes.put("/events/:id/result-link", sessionCheck.requireUser, async (c) => {
    const current = await asResultCreator(c, () => undefined);
    if (current.url) return c.json<ResultLink>(current);
    return c.json<ResultLink>(
      await asResultCreator(c, () => randomBytes(24).toString("base64url")),
    );
  });
  routes.delete("/events/:id/result-link", sessionCheck.requireUser, async (c) =>
    c.json<ResultLink>(await asResultCreator(c, () => null)),
  );

  routes.get("/results/:token", async (c) => {
    const token = c.req.param("token");
    const result =
      token.length <= limits.token && /^[\w-]+$/.test(token)
        ? await findPublicResult(db, token)
        : undefined;
    c.header("X-Robots-Tag", "noindex");
    if (!result) throw notFound(messages.resultNotFound);
    c.header("Cache-Control", "no-store");
    return c.json<PublicResult>(result);
  });

  for (const format of ["csv", "json"] as const) {
    routes.get(`/events/:id/export.${format}`, sessionCheck.requireUser, async (c) => {
      const eventId = eventIdParam(c);
      const event = await findMyEvent(db, eventId, c.var.user.id);
      if (!event) throw eventNotFound();
      const links = await exportedLinks(db, eventId, event.winnerLinkId);
      const name = `huddle-${fileName(event.title)}.${format}`;
      c.header("Content-Disposition", `attachment; filename="${name}"`);
      c.header("Cache-Control", "private, no-store");
      if (format === "json") {
        const { title, description, status, createdAt, closedAt, deadline, memberCount } = event;
        return c.json({
          event: { title, description, status, createdAt, closedAt, deadline, memberCount },
          links,
        });
      }
      const header = Object.keys(emptyRow) as Array<keyof ExportedLink>;
      const csv = toCsv(
        header,
        links.map((link) => header.map((key) => link[key])),
      );
      return c.body(csv, 200, { "Content-Type": "text/csv; charset=utf-8" });
    });
  }

  return routes;
}

/** The CSV's columns, in order. */
const emptyRow: ExportedLink = {
  title: "",
  url: "",
  description: "",
  sharedBy: "",
  sharedAt: "",
  shortlisted: false,
  up: 0,
  down: 0,
  score: 0,
  winner: false,
};
