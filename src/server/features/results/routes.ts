// The result of an event: the creator's public result link (GET, PUT to turn it on, DELETE to
// turn it off), the public result itself (GET /api/results/:token, no sign-in, no names), and
// the members' downloads of the event's links and votes (export.csv, export.json).
import { Hono } from "hono";
import type { EventExport, PublicResult, ResultLink } from "../../../shared/api";
import { limits } from "../../../shared/limits";
import type { AppEnv } from "../../app-env";
import { notFound } from "../../http/errors";
import type { FeatureDeps } from "../deps";
import { eventIdParam, eventNotFound } from "../events/access";
import { findMyEvent, hasVotedIn } from "../events/queries";
import { seesResults } from "../../../shared/voting";
import { linksCsv } from "./csv";
import { findPublicResult } from "./queries";
import { exportedLinks } from "./exported-links";
import { localTime, timeZoneParam } from "./local-time";
import { resultToken } from "./result-link";

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

  for (const [method, change] of [
    ["get", "read"],
    ["put", "on"],
    ["delete", "off"],
  ] as const) {
    routes[method]("/events/:id/result-link", sessionCheck.requireUser, async (c) => {
      const { token } = await resultToken(db, eventIdParam(c), c.var.user.id, change);
      return c.json<ResultLink>({ url: token ? `${config.publicUrl}/results/${token}` : null });
    });
  }

  routes.get("/results/:token", async (c) => {
    const token = c.req.param("token");
    const result =
      token.length <= limits.token && /^[\w-]+$/.test(token)
        ? await findPublicResult(db, token)
        : undefined;
    c.header("X-Robots-Tag", "noindex");
    if (!result) throw notFound("resultNotFound");
    c.header("Cache-Control", "no-store");
    return c.json<PublicResult>(result);
  });

  for (const format of ["csv", "json"] as const) {
    routes.get(`/events/:id/export.${format}`, sessionCheck.requireUser, async (c) => {
      const eventId = eventIdParam(c);
      const event = await findMyEvent(db, eventId, c.var.user.id);
      if (!event) throw eventNotFound();
      const zone = timeZoneParam(c.req.query("tz"));
      const sees = seesResults(event, await hasVotedIn(db, eventId, c.var.user.id));
      const links = await exportedLinks(db, event, sees, zone);
      const name = `huddle-${fileName(event.title)}.${format}`;
      c.header("Content-Disposition", `attachment; filename="${name}"`);
      c.header("Cache-Control", "private, no-store");
      if (format === "csv") {
        return c.body(linksCsv(links, event.method), 200, {
          "Content-Type": "text/csv; charset=utf-8",
        });
      }
      const local = (time: string | null) => time && localTime(new Date(time), zone);
      const { title, description, method, status, memberCount } = event;
      return c.json<EventExport>({
        event: {
          title,
          description,
          method,
          status,
          createdAt: local(event.createdAt)!,
          closedAt: local(event.closedAt),
          deadline: local(event.deadline),
          memberCount,
          timeZone: zone,
        },
        links,
      });
    });
  }

  return routes;
}
