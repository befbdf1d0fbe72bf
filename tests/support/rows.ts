// Raw SQL in tests, which read tables to check what the app wrote: typed as each test says, not
// parsed (the app's own queries are parsed by their schemas: selectRows).
import type { SQL } from "drizzle-orm";
import { z } from "zod";
import { selectRows, type Executor } from "../../src/server/db/connection";

const anyRow = z.custom<Record<string, unknown>>();

export async function testRows<Row = Record<string, unknown>>(
  db: Executor,
  query: SQL,
): Promise<Row[]> {
  return (await selectRows(db, anyRow, query)) as Row[];
}
