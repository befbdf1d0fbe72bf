// Invitation codes: made by the server, 8 characters from an alphabet without look-alikes.
// Uniqueness is the database's (events_invitation_code_unique); a clash, about one in a
// trillion per pair, is simply retried with a new code.
import { randomInt } from "node:crypto";
import { CODE_ALPHABET, CODE_LENGTH, limits } from "../../../shared/limits";

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

const CODE_CONSTRAINT = "events_invitation_code_unique";
const ATTEMPTS = 5;

/** Runs `write` with fresh codes until one does not clash with an existing event's. */
export async function withFreshCode<T>(write: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(generateCode());
    } catch (error) {
      if (attempt >= ATTEMPTS || !isUniqueViolation(error, CODE_CONSTRAINT)) throw error;
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
