// Invitation codes: 8 characters without look-alikes; a clash is retried.
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

/** Whether a normalised code could be ours (older codes may have another length). */
export const isPossibleCode = (code: string) =>
  code.length > 0 &&
  code.length <= limits.code &&
  [...code].every((ch) => CODE_ALPHABET.includes(ch));

export type CodeOwner = "events" | "groups";
const ATTEMPTS = 5;

const takenRow = z.object({ taken: z.boolean() });

/** A code no event or group holds now; the tables' unique constraints guard the rare race. */
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

/** Runs `write` with fresh codes until none clashes with an event's or group's. */
export async function withFreshCode<T>(
  db: Executor,
  write: (code: string) => Promise<T>,
  owner: CodeOwner = "events",
): Promise<T> {
  // A group's new code renews its rounds' codes too: a clash in either table retries.
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
