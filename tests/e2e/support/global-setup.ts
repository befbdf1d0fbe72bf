// Once per browser-test run: a real SMTP server on loopback (mail lands in a folder the tests
// read), a local OpenID Connect issuer standing in for Google, and the production build.
import fs from "node:fs";
import path from "node:path";
import { OAuth2Server } from "oauth2-mock-server";
import { freePort } from "../../support/free-port";
import { startSmtpCatcher } from "../../support/smtp-catcher";
import { chromiumPath } from "./chromium";
import { checkServerLogs } from "./log-check";
import { PASSWORD } from "./people";
import { SERVER_LOGS, startHuddle } from "./server";
import { GOOGLE_CLIENT, oidcClaims } from "./oidc";

export default function globalSetup() {
  return setUpRun();
}

/** The run's mail, issuer and server; `serverEnv` adds settings to the server's (the screenshot
 * tour's local website). */
export async function setUpRun(serverEnv: Record<string, string> = {}) {
  const startedAt = Date.now();
  if (!chromiumPath()) {
    throw new Error(
      "No Chromium found: install it with `apt-get install -y chromium` (or set CHROMIUM_PATH).",
    );
  }
  const outputs = ["dist/server/main.js", "dist/server/render-page.js", "dist/web/index.html"];
  if (!outputs.every((output) => fs.existsSync(output))) {
    throw new Error("No build found: run `npm run build` first (npm test does).");
  }
  // One folder per run, so two runs on one machine do not read each other's mail.
  const runDir = path.resolve(`test-results/run-${process.pid}`);
  fs.rmSync(runDir, { recursive: true, force: true });
  const mailDir = path.join(runDir, "mail");
  process.env.HUDDLE_RUN_DIR = runDir;
  const smtp = await startSmtpCatcher({ dir: mailDir });

  const oidc = new OAuth2Server();
  await oidc.issuer.keys.generate("RS256");
  // The issuer puts the name and email the test asked for (by login_hint) into the ID token.
  oidc.service.on("beforeTokenSigning", (token) => Object.assign(token.payload, oidcClaims()));
  const oidcPort = await freePort();
  await oidc.start(oidcPort, "127.0.0.1");

  const huddle = await startHuddle({
    env: {
      ...serverEnv,
      SMTP_URL: smtp.url,
      GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
      GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
      GOOGLE_DISCOVERY_URL: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      RATE_LIMIT_AUTH_PER_MINUTE: "10000",
      RATE_LIMIT_AUTH_OTHER_PER_MINUTE: "10000",
      RATE_LIMIT_EMAIL_PER_10_MINUTES: "10000",
      RATE_LIMIT_JOIN_PER_10_MINUTES: "10000",
      RATE_LIMIT_INVITES_PER_DAY: "10000",
      RATE_LIMIT_INVITES_TO_ONE_PER_DAY: "10000",
      RATE_LIMIT_GUESTS_PER_HOUR: "10000",
      // Deadlines a few seconds ahead close within half a second of passing.
      SCHEDULER_TICK_MS: "500",
    },
  });
  process.env.HUDDLE_URL = huddle.url;
  process.env.HUDDLE_MAIL_DIR = mailDir;
  process.env.HUDDLE_SMTP_URL = smtp.url;
  process.env.HUDDLE_OIDC_URL = `http://127.0.0.1:${oidcPort}`;

  return async () => {
    await huddle.stop();
    await oidc.stop();
    await smtp.close();
    const checked = checkServerLogs({
      dir: SERVER_LOGS,
      since: startedAt,
      mailDir,
      passwords: [PASSWORD],
    });
    console.log(
      `server logs: ${checked.requests} requests in ${checked.files} logs, no secret of ${checked.mails} mails`,
    );
    fs.rmSync(runDir, { recursive: true, force: true });
  };
}
