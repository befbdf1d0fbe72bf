// Scenario 6: sign-in with email and password (Better Auth, scrypt), 4 at a time, by turns as
// four different users.
import type { Context, Row } from "../context";
import { PASSWORD, PASSWORD_USERS } from "../fixture";
import { load } from "../load";
import { failures } from "./baselines";

export async function signInScenario(ctx: Context): Promise<Row> {
  const bodies = Array.from({ length: PASSWORD_USERS }, (_, i) =>
    JSON.stringify({ email: `bench${i + 1}@example.test`, password: PASSWORD }),
  );
  let turn = 0;
  const result = await load({
    url: ctx.server.url,
    connections: 4,
    duration: ctx.duration,
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
    note: broken,
  };
}
