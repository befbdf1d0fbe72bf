// The public result token, creator only: on twice keeps the address, off kills it.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connection";
import { events } from "../../db/schema";
import { asCreator } from "../../kernel/access";

export type ResultLinkChange = "read" | "on" | "off";

export function resultToken(db: Db, eventId: string, userId: string, change: ResultLinkChange) {
  return asCreator(db, eventId, userId, "resultLinkCreatorOnly", async (byCreator) => {
    const token = { token: events.resultToken };
    const [row] =
      change === "read"
        ? await db.select(token).from(events).where(byCreator)
        : await db
            .update(events)
            .set({
              resultToken:
                change === "off"
                  ? null
                  : sql`coalesce(${events.resultToken}, ${randomBytes(24).toString("base64url")})`,
            })
            .where(byCreator)
            .returning(token);
    return row && { token: row.token };
  });
}
