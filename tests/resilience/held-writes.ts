// Writes kept waiting inside their transactions: another connection (not through the proxy)
// holds the event's row lock, so each share has a pooled connection checked out, mid-query, when
// the proxy is cut. That is the case that used to kill the process (decision 200).
import pg from "pg";
import type { Group } from "./group";

export async function holdWritesInFlight(directUrl: string, group: Group) {
  const holder = new pg.Client({ connectionString: directUrl });
  holder.on("error", () => {});
  await holder.connect();
  await holder.query("begin");
  await holder.query("select id from events where id = $1 for update", [group.eventId]);
  const held = group.members.map((person, i) =>
    person.request("POST", `/api/events/${group.eventId}/links`, {
      url: `https://held.example/${i}`,
      title: `Held across the cut ${i}`,
    }),
  );
  return {
    /** Lets the lock go; each held write must then have been answered 503. */
    release: async () => {
      await holder.end();
      const problems: string[] = [];
      for (const answer of await Promise.allSettled(held)) {
        const got =
          answer.status === "fulfilled"
            ? `${answer.value.status} ${answer.value.json?.error?.code}`
            : String(answer.reason);
        if (got !== "503 unavailable") {
          problems.push(`a share in flight at the cut: ${got}, not 503 unavailable`);
        }
      }
      return problems;
    },
  };
}
