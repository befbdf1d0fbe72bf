// Log an error's name and code, never its message (parameters, text or tokens).

type Raised = { name?: unknown; code?: unknown; cause?: unknown };

// SQLSTATEs and Node's, nodemailer's and Better Auth's codes: nothing a request put there.
const CODE = /^[A-Z0-9_]{1,40}$/i;
const NAME = /^[A-Za-z_$][\w$]{0,60}$/;

/** `{ error: name, code? }` of the innermost cause, with the outermost code. */
export function errorFacts(error: unknown): { error: string; code?: string } {
  let code: string | undefined;
  let inner: unknown = error;
  for (let depth = 0; depth < 8; depth++) {
    const e = inner as Raised | null | undefined;
    if (typeof e !== "object" || e === null) break;
    if (code === undefined && typeof e.code === "string" && CODE.test(e.code)) code = e.code;
    if (typeof e.cause !== "object" || e.cause === null) break;
    inner = e.cause;
  }
  const name = nameOf(inner);
  return code === undefined ? { error: name } : { error: name, code };
}

/** The error's `name`; pg-protocol's DatabaseError is named "error", after its protocol message. */
function nameOf(raised: unknown) {
  if (typeof raised !== "object" || raised === null) return typeof raised;
  const name = (raised as Raised).name;
  if (name === "error") return "DatabaseError";
  return typeof name === "string" && NAME.test(name) ? name : "Error";
}

/** Where an error was raised: the innermost cause's stack frames, without its message. */
export function errorFrames(error: unknown, frames = 7): string {
  let inner = error as Raised | undefined;
  for (let depth = 0; depth < 8 && inner?.cause && typeof inner.cause === "object"; depth++) {
    inner = inner.cause as Raised;
  }
  const { stack, message } = (inner ?? {}) as Partial<Error>;
  if (typeof stack !== "string") return "";
  // The message taken out first: one of several lines could hold a line that looks like a frame.
  const withoutMessage = message ? stack.split(message).join("") : stack;
  return withoutMessage
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, frames)
    .join("\n");
}
