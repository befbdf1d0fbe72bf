// Invitation codes: made by the server, 8 characters from an alphabet without look-alikes.
// Uniqueness is the database's (events_invitation_code_unique, groups_invitation_code_unique); a
// clash, about one in a trillion per pair, is simply retried with a new code. A code names an
// event or a group, never both (decision 226): a fresh code is one neither table holds.
import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import { selectRows, type Executor } from "../../db/connection";
import { CODE_ALPHABET, CODE_LENGTH, limits } from "../../../shared/core/limits";
import { z } from "zod";

export function generateCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Whether a (normalised) code could be one of ours: the alphabet only, at most `limits.code`
 * long (older codes may have been made with another length). */
export const isPossibleCode = (code: string) =>
  code.length > 0 &&
  code.length <= limits.code &&
  [...code].every((ch) => CODE_ALPHABET.includes(ch));

export type CodeOwner = "events" | "groups";
const ATTEMPTS = 5;

const takenRow = z.object({ taken: z.boolean() });

/** A code that names no event and no group now. (Two writes racing to take the same new code,
 * one for an event and one for a group, would need the same one-in-a-trillion draw at the same
 * moment: the check and each table's own unique constraint are all the guard there is.) */
async function unusedCode(db: Executor): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const code = generateCode();
    const [row] = await selectRows(
      db,
      takenRow,
      sql`select exists (select 1 from events where invitation_code = ${code})
              or exists (select 1 from groups where invitation_code = ${code}) as taken`,
    );
    if (!row!.taken || attempt >= ATTEMPTS) return code;
  }
}

/** Runs `write` with fresh codes until one does not clash with an existing event's or group's
 * (`owner`: the table it writes the code to). */
export async function withFreshCode<T>(
  db: Executor,
  write: (code: string) => Promise<T>,
  owner: CodeOwner = "events",
): Promise<T> {
  // A write may give new codes to both tables (a group's new code renews its rounds' codes):
  // a clash in either is tried again.
  const constraints = [`${owner}_invitation_code_unique`, "events_invitation_code_unique"];
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(await unusedCode(db));
    } catch (error) {
      const clash = constraints.some((constraint) => isUniqueViolation(error, constraint));
      if (attempt >= ATTEMPTS || !clash) throw error;
    }
  }
}

/** Drivers wrap the database's error (Drizzle in DrizzleQueryError): look down the causes. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (
    let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === "23505") return e.constraint === undefined || e.constraint === constraint;
  }
  return false;
}
