// What a test watches while requests run: what the live hub publishes to one event's room, and
// the SQL statements a request runs.
import type { LiveMessage } from "../../src/shared/live";
import type { TestApp } from "./test-app";

/** Collects what the live hub publishes to one event's room. */
export function listen(app: TestApp, eventId: string, userId = "observer") {
  const messages: LiveMessage[] = [];
  let closed = false;
  app.live.subscribe(eventId, {
    userId,
    send: (m) => void messages.push(m),
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
