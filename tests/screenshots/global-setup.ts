// The e2e global setup (SMTP catcher, OpenID issuer, the built server), with one more thing: a
// small local website the server may fetch link previews from, so the event page shows its
// preview cards as they look in use.
import fs from "node:fs";
import e2eGlobalSetup from "../e2e/support/global-setup";
import { startLocalSite } from "../support/local-site";

export default async function globalSetup() {
  // A whole tour keeps only its own pictures, none left from a screen since renamed; a tour run
  // in part (`npm run screenshots -- --project=de -g "signed in"`) replaces only what it takes.
  const filtered = process.argv
    .slice(2)
    .some((arg) => /^(-g|--grep|--project|[^-].*\.ts)/.test(arg));
  if (!filtered) fs.rmSync("screenshots", { recursive: true, force: true });
  const site = await startLocalSite();
  // The server is started with this process's environment (tests/e2e/support/server.ts).
  process.env.TEST_PREVIEW_LOOPBACK_PORT = String(site.port);
  process.env.HUDDLE_SITE_URL = site.url("");
  const teardown = await e2eGlobalSetup();
  return async () => {
    await teardown();
    await site.close();
  };
}
