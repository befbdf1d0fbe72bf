// The e2e global setup (SMTP catcher, OpenID issuer, the built server), with one more thing: a
// small local website the server may fetch link previews from, so the event page shows its
// preview cards as they look in use.
import fs from "node:fs";
import { setUpRun } from "../e2e/support/global-setup";
import { startLocalSite } from "../support/local-site";

export default async function globalSetup() {
  // A whole tour keeps only its own pictures, none left from a screen since renamed; a tour run
  // in part (`npm run screenshots -- --project=de -g "signed in"`) replaces only what it takes.
  const filtered = process.argv
    .slice(2)
    .some((arg) => /^(-g|--grep|--project|[^-].*\.ts)/.test(arg));
  if (!filtered) fs.rmSync("screenshots", { recursive: true, force: true });
  const site = await startLocalSite();
  process.env.HUDDLE_SITE_URL = site.url("");
  // The loopback port is a test-only setting: the server refuses it unless NODE_ENV=test.
  const teardown = await setUpRun({
    NODE_ENV: "test",
    TEST_PREVIEW_LOOPBACK_PORT: String(site.port),
  });
  return async () => {
    await teardown();
    await site.close();
  };
}
