// The notifications feature's own table: the kinds of email an address has turned off.
// Their migrations are generated with the floor's (drizzle.config.ts reads both).
import { pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { tz } from "../../db/schema";

// The kinds of email an address has turned off (mail-kinds.ts), by Settings or an unsubscribe
// link. By address, not account: an invitation goes to people who have none yet.
export const mailOptOuts = pgTable(
  "mail_opt_outs",
  {
    email: text("email").notNull(),
    kind: text("kind").notNull(),
    createdAt: tz("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.kind] })],
);
