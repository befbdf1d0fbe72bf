// Calendars: .ics downloads and the private feed, whose token is the key (else plain 404).
import type { Context } from "hono";
import { z } from "zod";
import { sql } from "drizzle-orm";
import { selectRows } from "../../db/connection";
import type { AppEnv } from "../../kernel/app-env";
import { AppError, conflict, notFound } from "../../kernel/errors";
import { endpoint, featureRoutes } from "../../http/endpoint";
import { json, TAGS } from "../../http/operation";
import { calendarFeed } from "../../../shared/responses";
import type { FeatureDeps } from "../../kernel/deps";
import { eventNotFound } from "../../kernel/access";
import { findMyEvent } from "../events";
import { groupNotFound, isGroupMember } from "../../kernel/group-access";
import { closingFor, nextOpening, scheduleOf, scheduleRow } from "../groups";
import { fileName } from "../results";
import { clientIp } from "../../auth/client-ip";
import { clientKey, hourlyCounter, UNKNOWN_FEEDS_PER_HOUR } from "./feed-limit";
import { keptFeedFiles } from "./kept-feeds";
import { acceptsGzip, bytesOf, gzipBytes } from "../../http/compression";
import { FEED_TOKEN, feedToken, hashToken, makeFeed, readFeed, turnOffFeed } from "./feed";
import {
  calendarWords,
  eventEntry,
  eventFile,
  feedFile,
  scheduleFile,
  type CalendarEvent,
} from "./ics";

const ICS = "text/calendar; charset=utf-8";

export const eventCalendarFile = endpoint({
  method: "get",
  path: "/api/events/:id/calendar.ics",
  summary: "The event's deadline (or, once closed, its winner) as an iCalendar file",
  description: "An open event without a deadline: 409.",
  tag: TAGS.events,
  guard: "member",
  answers: { 200: { description: "An iCalendar file (an attachment)", type: "text/calendar" } },
  errors: ["eventNotFound", "noDeadline"],
});

export const groupCalendarFile = endpoint({
  method: "get",
  path: "/api/groups/:groupId/calendar.ics",
  summary: "The group's weekly schedule as recurring entries, on the group's clock",
  description: "A group without a schedule: 409 noSchedule; a paused one: 409 schedulePaused.",
  tag: TAGS.groups,
  guard: "groupMember",
  answers: { 200: { description: "An iCalendar file (an attachment)", type: "text/calendar" } },
  errors: ["groupNotFound", "noSchedule", "schedulePaused"],
});

const feedRoute = <M extends "get" | "post" | "delete">(method: M, summary: string) =>
  endpoint({
    method,
    path: "/api/me/calendar-feed",
    summary,
    tag: TAGS.account,
    guard: "account",
    guestRefusal: "guestNoCalendarFeed",
    answers: { 200: json("The feed's webcal:// address, or null when it is off", calendarFeed) },
    errors: [],
  });

export const readCalendarFeed = feedRoute("get", "Your calendar feed's address");
export const newCalendarFeed = feedRoute(
  "post",
  "A new calendar feed address (the old one stops working)",
);
export const calendarFeedOff = feedRoute("delete", "Turn your calendar feed off");

export const calendarFeedFile = endpoint({
  method: "get",
  path: "/api/calendar/feed/:feedFile",
  summary: "A calendar feed (no sign-in: the address's secret token is the key)",
  description:
    "The deadlines of its owner's open events and the winners of their closed ones. An unknown " +
    "or turned-off address: 404. A client address that asked for 60 addresses no feed has " +
    "within the hour: 429 for the rest of it.",
  tag: TAGS.account,
  guard: "visitor",
  params: {
    feedFile: { description: "The feed's token and .ics", schema: z.string() },
  },
  answers: { 200: { description: "An iCalendar feed", type: "text/calendar" } },
  errors: ["feedNotFound", "tooManyRequests"],
});

const groupScheduleRow = scheduleRow.extend({ id: z.string(), name: z.string() });
const titleRow = z.object({ title: z.string() });

export function calendarRoutes({ config, database: { db }, secret }: FeatureDeps) {
  const reads = hourlyCounter(config.rateLimits.calendarFeedPerHour);
  const unknownAsked = hourlyCounter(UNKNOWN_FEEDS_PER_HOUR);
  const keptFeeds = keptFeedFiles();
  const eventUrl = (id: string) => `${config.publicUrl}/event/${id}`;
  const feedAddress = (token: string | null) =>
    token && `${config.publicUrl.replace(/^https?:/, "webcal:")}/api/calendar/feed/${token}.ics`;
  const attachment = (c: Context<AppEnv>, name: string) => {
    c.header("Content-Disposition", `attachment; filename="${name}.ics"`);
    c.header("Cache-Control", "private, no-store");
  };

  return featureRoutes()
    .openapi(eventCalendarFile, async (c) => {
      const { id } = c.req.valid("param");
      const event = await findMyEvent(db, id, c.var.user.id);
      if (!event) throw eventNotFound();
      const [winner] =
        event.status === "completed" && event.winnerLinkId
          ? await selectRows(
              db,
              titleRow,
              sql`select title from links where id = ${event.winnerLinkId}`,
            )
          : [];
      const entry = eventEntry(
        calendarWords(c.var.language),
        { ...event, winner: winner?.title ?? null },
        eventUrl(event.id),
        { alarm: true },
      );
      if (!entry) throw conflict("noDeadline");
      attachment(c, `huddle-${fileName(event.title)}`);
      return c.body(eventFile(entry), 200, { "Content-Type": ICS });
    })
    .openapi(groupCalendarFile, async (c) => {
      const { groupId } = c.req.valid("param");
      const [group] = await selectRows(
        db,
        groupScheduleRow,
        sql`select g.id, g.name, g.time_zone, g.opens_on, g.opens_at, g.closes_on, g.closes_at,
                   g.schedule_paused, g.next_opening_at
              from groups g
             where g.id = ${groupId} and ${isGroupMember(sql`g.id`, c.var.user.id)}`,
      );
      if (!group) throw groupNotFound();
      const schedule = scheduleOf(group);
      if (!schedule) throw conflict("noSchedule");
      if (group.schedule_paused) throw conflict("schedulePaused");
      const opening = group.next_opening_at
        ? new Date(group.next_opening_at)
        : nextOpening(schedule, new Date());
      const closing = opening && closingFor(schedule, opening);
      if (!opening || !closing) throw conflict("noSchedule");
      attachment(c, `huddle-${fileName(group.name)}`);
      const url = `${config.publicUrl}/groups/${group.id}`;
      const words = calendarWords(c.var.language);
      return c.body(scheduleFile(words, group, schedule, opening, closing, url), 200, {
        "Content-Type": ICS,
      });
    })
    .openapi(readCalendarFeed, async (c) =>
      c.json({ url: feedAddress(await feedToken(db, secret, c.var.user.id)) }, 200),
    )
    .openapi(newCalendarFeed, async (c) =>
      c.json({ url: feedAddress(await makeFeed(db, secret, c.var.user.id)) }, 200),
    )
    .openapi(calendarFeedOff, async (c) => {
      await turnOffFeed(db, c.var.user.id);
      return c.json({ url: null }, 200);
    })
    .openapi(calendarFeedFile, async (c) => {
      const file = c.req.valid("param").feedFile;
      const token = file.endsWith(".ics") ? file.slice(0, -4) : "";
      c.header("Cache-Control", "private, no-store");
      c.header("X-Robots-Tag", "noindex");
      if (!FEED_TOKEN.test(token)) throw notFound("feedNotFound");
      // A client that asked for many addresses no feed has is not looked up for again this hour.
      const client = clientKey(clientIp(c, config.trustProxy));
      if (unknownAsked.spent(client)) throw new AppError("tooManyRequests");
      // Per address, by its hash (the token is kept nowhere, not even in memory).
      if (!reads.hit(hashToken(token))) throw new AppError("tooManyRequests");
      const gzip = acceptsGzip(c.req.header("accept-encoding"));
      const kept = gzip ? keptFeeds.get(token) : undefined;
      const feed = await readFeed(db, token, kept?.stamp ?? null);
      if (!feed) {
        unknownAsked.hit(client);
        throw new AppError("feedNotFound");
      }
      const make = () =>
        feedFile(feed.language, JSON.parse(feed.eventsJson!) as CalendarEvent[], eventUrl);
      if (!gzip) return c.body(make(), 200, { "Content-Type": ICS, Vary: "Accept-Encoding" });
      let gzipped = kept?.gzipped;
      if (feed.eventsJson !== null) {
        gzipped = gzipBytes(make());
        keptFeeds.set(token, feed.stamp, gzipped);
      }
      return c.body(bytesOf(await gzipped!), 200, {
        "Content-Type": ICS,
        "Content-Encoding": "gzip",
        Vary: "Accept-Encoding",
      });
    });
}
