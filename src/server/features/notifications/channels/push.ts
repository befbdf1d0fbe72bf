// The push channel: one statement per cause, guests included (no email, but a device).
import { sql } from "drizzle-orm";
import { enqueuePushes, eventPath, pushTexts } from "../../push";
import { joinsAnnouncedTo } from "../joins-recipient";
import type { Channel } from "../facts";
import { pushKindOf as kind } from "../kinds";

export const push: Channel = {
  closed: (db, _ctx, { events, results }) =>
    enqueuePushes(
      db,
      kind.closed,
      events.map((e) => {
        const result = results.get(e.id);
        const winner = result?.top.find((l) => l.id === result.winnerId)?.title;
        return {
          eventId: e.id,
          title: e.title,
          url: eventPath(e.id, "shortlist"),
          ...(winner ? pushTexts("closedWinner", { winner }) : pushTexts("closedNoWinner")),
        };
      }),
    ),

  reminder: (db, _ctx, { event, audience }) =>
    enqueuePushes(
      db,
      kind.reminder,
      [
        {
          eventId: event.id,
          title: event.title,
          url: eventPath(event.id, "shortlist"),
          ...pushTexts("reminder", { name: event.creatorName }),
        },
      ],
      audience,
    ),

  deadlineNear: (db, _ctx, { events, audience }) =>
    enqueuePushes(
      db,
      kind.deadlineNear,
      events.map((e) => ({
        eventId: e.id,
        title: e.title,
        url: eventPath(e.id, "shortlist"),
        ...pushTexts("deadline"),
      })),
      audience,
    ),

  // To every member with a device, verified or not (a device is its owner's by signing in).
  roundOpened: (db, _ctx, { rounds }) =>
    enqueuePushes(
      db,
      kind.roundOpened,
      [...rounds.values()].map((r) => ({
        eventId: r.id,
        title: r.title,
        url: eventPath(r.id, "links"),
        ...pushTexts("roundOpened", { round: r.roundNumber!, group: r.group!.name }),
      })),
    ),

  joined: (db, _ctx, { joins }) =>
    enqueuePushes(
      db,
      kind.joined,
      joins
        .filter((j) => j.names.length > 0)
        .map((j) => ({
          eventId: j.id,
          title: j.title,
          url: eventPath(j.id, "members"),
          ...pushTexts("joined", {
            count: Math.max(j.count, 1),
            name: j.names[0]!,
            others: Math.max(j.count - 1, 1),
          }),
        })),
      sql`m.user_id = ${joinsAnnouncedTo}`,
    ),
};
