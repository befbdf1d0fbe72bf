// Scenario 6: sign-in with email and password (Better Auth, scrypt), 4 at a time, by turns as
// four different users. Measured for at least 15 s: sign-in is slow by design, and a shorter run
// holds too few answers for its "p99" to be more than the slowest one.
import type { Context, Row } from "../context";
import { PASSWORD, PASSWORD_USERS } from "../fixture";
import { loadOn, loadRow } from "../load-row";

/** Enough answers that the 99th percentile is not the single slowest (about 225 at 15/s). */
const MIN_SECONDS = 15;

export async function signInScenario(ctx: Context): Promise<Row> {
  const bodies = Array.from({ length: PASSWORD_USERS }, (_, i) =>
    JSON.stringify({ email: `bench${i + 1}@example.test`, password: PASSWORD }),
  );
  let turn = 0;
  const duration = Math.max(ctx.duration, MIN_SECONDS);
  const result = await loadOn(ctx, {
    url: ctx.server.url,
    connections: 4,
    duration,
    requests: [
      {
        method: "POST",
        path: "/api/auth/sign-in/email",
        headers: { "content-type": "application/json", origin: ctx.server.url },
        setupRequest: (request) => ({ ...request, body: bodies[turn++ % bodies.length] }),
      },
    ],
  });
  return loadRow(result, {
    scenario: "sign-in (email and password)",
    database: ctx.kind,
    connections: 4,
    target: "p99 ≤ 500 ms",
    met: result.p99 <= 500,
    note: `${result.requests} sign-ins in ${duration} s`,
  });
}
