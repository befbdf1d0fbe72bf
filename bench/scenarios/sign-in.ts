// Scenario 6: sign-in with email and password (Better Auth, scrypt), 4 at a time, by turns as
// four different users. Measured for at least 15 s: at about 15 sign-ins a second, 5 s holds
// some 75 answers, and their "p99" is merely the slowest one (decision 063).
import type { Context, Row } from "../context";
import { PASSWORD, PASSWORD_USERS } from "../fixture";
import { load } from "../load";
import { failures } from "./baselines";

/** Enough answers that the 99th percentile is not the single slowest (about 225 at 15/s). */
const MIN_SECONDS = 15;

export async function signInScenario(ctx: Context): Promise<Row> {
  const bodies = Array.from({ length: PASSWORD_USERS }, (_, i) =>
    JSON.stringify({ email: `bench${i + 1}@example.test`, password: PASSWORD }),
  );
  let turn = 0;
  const duration = Math.max(ctx.duration, MIN_SECONDS);
  const result = await load({
    url: ctx.server.url,
    connections: 4,
    duration,
    pid: ctx.server.pid,
    requests: [
      {
        method: "POST",
        path: "/api/auth/sign-in/email",
        headers: { "content-type": "application/json", origin: ctx.server.url },
        setupRequest: (request) => ({ ...request, body: bodies[turn++ % bodies.length] }),
      },
    ],
  });
  const broken = failures(result);
  return {
    scenario: "sign-in (email and password)",
    database: ctx.kind,
    connections: 4,
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    cpuMs: result.cpuMsPerRequest,
    target: "p99 ≤ 500 ms",
    pass: !broken && result.p99 <= 500,
    note: broken ?? `${result.requests} sign-ins in ${duration} s`,
  };
}
