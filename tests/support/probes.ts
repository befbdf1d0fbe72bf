// What a test watches while requests run: what the live hub publishes to one event's room, and
// the SQL statements a request runs.
import type { LiveMessage } from "../../src/shared/live";
import { present, type StreamViewer } from "../../src/server/kernel/live-hub";
import type { TestApp } from "./test-app";

/** Collects what the live hub publishes to one event's room, as the member `userId` (who has
 * voted, or not) would receive it, in an event whose results they see (until a message's rules
 * say otherwise) and that nobody has voted in yet (its tally is 0); `isCreator`: as the event's
 * creator, who sees members' addresses. */
export function listen(
  app: TestApp,
  eventId: string,
  userId = "observer",
  hasVoted = false,
  isCreator = false,
) {
  const messages: LiveMessage[] = [];
  let closed = false;
  const viewer: StreamViewer = {
    userId,
    isCreator,
    hasVoted,
    sees: true,
    version: 0,
    tally: 0,
    voteSeq: 0,
  };
  app.live.subscribe(eventId, {
    userId,
    receive: (m) => void messages.push(...present(m, viewer)),
    close: () => void (closed = true),
  });
  return { messages, isClosed: () => closed };
}

/** Counts the SQL statements one request runs. */
export async function countQueries<T>(app: TestApp, run: () => Promise<T>) {
  app.database.queries.length = 0;
  const result = await run();
  return { result, count: app.database.queries.length, queries: [...app.database.queries] };
}
