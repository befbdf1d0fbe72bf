// A group's downloads, as CSV and JSON, for its members.
import type { Context } from "hono";
import { groupExport as groupExportAnswer } from "../../../shared/group-responses";
import type { AppEnv } from "../../kernel/app-env";
import { endpoint, featureRoutes } from "../../http/endpoint";
import { json, TAGS } from "../../http/operation";
import type { FeatureDeps } from "../../kernel/deps";
import { fileName, timeZoneParam, timeZoneQuery } from "../results";
import { groupCsv, groupExport } from "./export";

export const groupExportCsv = endpoint({
  method: "get",
  path: "/api/groups/:groupId/export.csv",
  summary: "Download every round's links, counts and winner as CSV",
  tag: TAGS.groups,
  guard: "groupMember",
  query: timeZoneQuery,
  answers: {
    200: { description: "A CSV file (an attachment), one line per link", type: "text/csv" },
  },
  errors: ["groupNotFound", "unknownTimeZone"],
});

export const groupExportJson = endpoint({
  method: "get",
  path: "/api/groups/:groupId/export.json",
  summary: "Download every round's links, counts and winner as JSON",
  tag: TAGS.groups,
  guard: "groupMember",
  query: timeZoneQuery,
  answers: { 200: json("The group and its rounds (an attachment)", groupExportAnswer) },
  errors: ["groupNotFound", "unknownTimeZone"],
});

export function groupExportRoutes({ database: { db } }: FeatureDeps) {
  const download = async (
    c: Context<AppEnv>,
    groupId: string,
    tz: string | undefined,
    format: "csv" | "json",
  ) => {
    const answer = await groupExport(db, groupId, c.var.user.id, timeZoneParam(tz));
    const name = `huddle-${fileName(answer.group.name)}.${format}`;
    c.header("Content-Disposition", `attachment; filename="${name}"`);
    c.header("Cache-Control", "private, no-store");
    return answer;
  };
  return featureRoutes()
    .openapi(groupExportCsv, async (c) => {
      const answer = await download(
        c,
        c.req.valid("param").groupId,
        c.req.valid("query").tz,
        "csv",
      );
      return c.body(groupCsv(answer), 200, { "Content-Type": "text/csv; charset=utf-8" });
    })
    .openapi(groupExportJson, async (c) => {
      const answer = await download(
        c,
        c.req.valid("param").groupId,
        c.req.valid("query").tz,
        "json",
      );
      return c.json(answer, 200);
    });
}
