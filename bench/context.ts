// What every scenario is given, and the one row shape they all report.
import type { DatabaseKind } from "./databases";
import type { ServerProcess } from "./server-process";
import { SESSION_COOKIE, signedSessionToken } from "../tests/support/session-cookie";

export type Row = {
  scenario: string;
  database: DatabaseKind | "-";
  connections: number | null;
  rps: number | null;
  /** Milliseconds. */
  p50: number | null;
  p99: number | null;
  /** The server process's CPU time per request (ms), when measured. */
  cpuMs?: number | null;
  target: string;
  /** null: reported, no target. */
  pass: boolean | null;
  /** Anything else worth printing (bytes, memory, lost messages). */
  note?: string;
};

export type Context = {
  root: string;
  kind: DatabaseKind;
  server: ServerProcess;
  secret: string;
  salt: string;
  /** Seconds of each measured autocannon run. */
  duration: number;
};

/** The session token seed.ts gives a user. */
function tokenFor(salt: string, userNumber: number) {
  return `${salt}${String(userNumber).padStart(6, "0")}`;
}

/** Headers a browser would send for a signed-in user's API call. */
export function asUser(ctx: Pick<Context, "secret" | "salt" | "server">, userNumber: number) {
  return {
    cookie: `${SESSION_COOKIE}=${signedSessionToken(tokenFor(ctx.salt, userNumber), ctx.secret)}`,
    origin: ctx.server.url,
    "accept-encoding": "gzip, deflate, br",
    accept: "application/json",
  };
}

export const round = (value: number, digits = 0) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};
