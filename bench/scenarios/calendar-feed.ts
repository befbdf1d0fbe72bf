// The calendar feed (issue #37): GET of a person's feed who is in 500 events (350 deadlines, 150
// winners), as a calendar app asks for it: no cookie, the address's token the key.
import { asUser, type Context, type Row } from "../context";
import { FEED_USER } from "../fixture";
import { loadOn, loadRow } from "../load-row";

export async function calendarFeedScenario(ctx: Context): Promise<Row> {
  // The address, made as Settings makes it.
  const made = await fetch(`${ctx.server.url}/api/me/calendar-feed`, {
    method: "POST",
    headers: asUser(ctx, FEED_USER),
  });
  if (!made.ok) throw new Error(`making the feed's address: ${made.status}`);
  const { url } = (await made.json()) as { url: string };
  const feed = url.replace(/^webcal:\/\/[^/]+/, ctx.server.url);
  const first = await fetch(feed);
  const entries = (await first.text()).match(/^BEGIN:VEVENT\r$/gm)?.length ?? 0;
  const result = await loadOn(ctx, {
    url: feed,
    connections: 10,
    headers: { "accept-encoding": "gzip, deflate, br" },
  });
  return loadRow(result, {
    scenario: "calendar feed, 500 events",
    database: ctx.kind,
    connections: 10,
    target: "p99 ≤ 50 ms",
    met: result.p99 <= 50,
    note: `${entries} entries`,
  });
}
