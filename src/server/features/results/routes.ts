// Results: the public link and its page (no sign-in, no names), and the members' downloads.
import type { Context } from "hono";
import { eventExport, publicResult, resultLink } from "../../../shared/responses";
import { limits } from "../../../shared/core/limits";
import type { AppEnv } from "../../kernel/app-env";
import { notFound } from "../../kernel/errors";
import { endpoint, featureRoutes } from "../../http/endpoint";
import { json, TAGS } from "../../http/operation";
import type { FeatureDeps } from "../../kernel/deps";
import { eventNotFound } from "../../kernel/access";
import { findMyEvent, hasVotedIn } from "../events";
import { seesResults } from "../../../shared/core/voting";
import { linksCsv } from "./csv";
import { fileName } from "./file-name";
import { findPublicResult } from "./queries";
import { exportedLinks } from "./exported-links";
import { localTime, timeZoneParam, timeZoneQuery } from "./local-time";
import { resultToken } from "./result-link";

/** The creator's public result link: read, turned on, turned off. */
const resultLinkRoute = <M extends "get" | "put" | "delete">(method: M, summary: string) =>
  endpoint({
    method,
    path: "/api/events/:id/result-link",
    summary,
    tag: TAGS.results,
    guard: "creator",
    answers: { 200: json("The link's address, or null when it is off", resultLink) },
    errors: ["eventNotFound", "resultLinkCreatorOnly"],
  });

export const readResultLink = resultLinkRoute("get", "The public result link (creator)");
export const resultLinkOn = resultLinkRoute("put", "Turn the public result link on (creator)");
export const resultLinkOff = resultLinkRoute("delete", "Turn the public result link off (creator)");

export const publicResultOf = endpoint({
  method: "get",
  path: "/api/results/:token",
  summary: "A public result (no sign-in; no names or emails)",
  tag: TAGS.results,
  guard: "visitor",
  answers: { 200: json("The ranking and the winner", publicResult) },
  errors: ["resultNotFound"],
});

export const exportCsv = endpoint({
  method: "get",
  path: "/api/events/:id/export.csv",
  summary: "Download the links and their counts as CSV",
  tag: TAGS.results,
  guard: "member",
  query: timeZoneQuery,
  answers: { 200: { description: "A CSV file (an attachment)", type: "text/csv" } },
  errors: ["eventNotFound", "unknownTimeZone"],
});

export const exportJson = endpoint({
  method: "get",
  path: "/api/events/:id/export.json",
  summary: "Download the links and their counts as JSON",
  tag: TAGS.results,
  guard: "member",
  query: timeZoneQuery,
  answers: { 200: json("The event and its links (an attachment)", eventExport) },
  errors: ["eventNotFound", "unknownTimeZone"],
});

export function resultRoutes({ config, database: { db } }: FeatureDeps) {
  const resultLinkAnswer = async (
    c: Context<AppEnv>,
    eventId: string,
    change: "read" | "on" | "off",
  ) => {
    const { token } = await resultToken(db, eventId, c.var.user.id, change);
    return { url: token ? `${config.publicUrl}/results/${token}` : null };
  };

  /** What a download holds; the answer's headers make it an attachment named by the title. */
  const download = async (
    c: Context<AppEnv>,
    eventId: string,
    tz: string | undefined,
    format: "csv" | "json",
  ) => {
    const event = await findMyEvent(db, eventId, c.var.user.id);
    if (!event) throw eventNotFound();
    const zone = timeZoneParam(tz);
    const sees = seesResults(event, await hasVotedIn(db, eventId, c.var.user.id));
    const links = await exportedLinks(db, event, sees, zone);
    const name = `huddle-${fileName(event.title)}.${format}`;
    c.header("Content-Disposition", `attachment; filename="${name}"`);
    c.header("Cache-Control", "private, no-store");
    return { event, zone, links };
  };

  return featureRoutes()
    .openapi(readResultLink, async (c) =>
      c.json(await resultLinkAnswer(c, c.req.valid("param").id, "read"), 200),
    )
    .openapi(resultLinkOn, async (c) =>
      c.json(await resultLinkAnswer(c, c.req.valid("param").id, "on"), 200),
    )
    .openapi(resultLinkOff, async (c) =>
      c.json(await resultLinkAnswer(c, c.req.valid("param").id, "off"), 200),
    )
    .openapi(publicResultOf, async (c) => {
      const { token } = c.req.valid("param");
      const result =
        token.length <= limits.token && /^[\w-]+$/.test(token)
          ? await findPublicResult(db, token)
          : undefined;
      c.header("X-Robots-Tag", "noindex");
      if (!result) throw notFound("resultNotFound");
      c.header("Cache-Control", "no-store");
      return c.json(result, 200);
    })
    .openapi(exportCsv, async (c) => {
      const { id } = c.req.valid("param");
      const { event, links } = await download(c, id, c.req.valid("query").tz, "csv");
      return c.body(linksCsv(links, event.method), 200, {
        "Content-Type": "text/csv; charset=utf-8",
      });
    })
    .openapi(exportJson, async (c) => {
      const { id } = c.req.valid("param");
      const { event, zone, links } = await download(c, id, c.req.valid("query").tz, "json");
      const local = (time: string | null) => time && localTime(new Date(time), zone);
      const { title, description, method, status, memberCount } = event;
      return c.json(
        {
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
        },
        200,
      );
    });
}
