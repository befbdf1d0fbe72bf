// The notifications feature's table; migrations are generated with the floor's.
import { pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { tz } from "../../db/schema";

// Kinds an address turned off; by address, since invitees may have no account.
export const mailOptOuts = pgTable(
  "mail_opt_outs",
  {
    email: text("email").notNull(),
    kind: text("kind").notNull(),
    createdAt: tz("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.kind] })],
);
