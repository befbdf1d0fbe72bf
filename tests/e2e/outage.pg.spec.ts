// An open page resyncs after a database outage, without a reload. Ann's page is served by an
// instance that reaches PostgreSQL only through our TCP proxy; Bob votes on a second instance that
// reaches it directly. While the proxy is cut, Ann's instance cannot hear of Bob's vote; once it
// is restored, her page must show it (the relay's "refetch"), and then Bob's next vote live.
// Runs in the "postgres" project (TEST_DATABASE_URL).
import pg from "pg";
import { expect, test } from "./support/fixtures";
import { apiCall, downvote, signUpDirect, upvote } from "./support/live-helpers";
import { startHuddle } from "./support/server";
import { startTcpProxy } from "../resilience/tcp-proxy";

test("an open page shows what happened during a database outage once it is over", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const baseUrl = new URL(process.env.TEST_DATABASE_URL!);
  const name = `${baseUrl.pathname.slice(1)}_outage_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: baseUrl.toString() });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const direct = new URL(baseUrl);
  direct.pathname = `/${name}`;
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const proxied = new URL(direct);
  proxied.hostname = "127.0.0.1";
  proxied.port = String(proxy.port);
  const secret = "e2e-secret-e2e-secret-e2e-secret-0123456789";
  const ours = await startHuddle({
    env: { DATABASE_URL: proxied.toString(), BETTER_AUTH_SECRET: secret },
  });
  const other = await startHuddle({
    env: { DATABASE_URL: direct.toString(), BETTER_AUTH_SECRET: secret },
  });
  try {
    const annContext = await browser.newContext({ baseURL: ours.url });
    const bobContext = await browser.newContext({ baseURL: other.url });
    await signUpDirect(annContext.request, ours.url, "Ann Proxied");
    await signUpDirect(bobContext.request, other.url, "Bob Direct");
    const event = await apiCall(annContext.request, ours.url, "post", "/api/events", {
      title: "Outage",
    });
    await apiCall(bobContext.request, other.url, "post", "/api/events/join", {
      code: event.invitationCode,
    });
    const base = `/api/events/${event.id}/links`;
    const link = await apiCall(annContext.request, ours.url, "post", base, {
      url: "https://ramen.example",
      title: "Ramen",
    });
    await apiCall(annContext.request, ours.url, "put", `${base}/${link.id}/shortlist`);

    const page = await annContext.newPage();
    await page.goto(`/event/${event.id}?tab=shortlist`);
    await expect(upvote(page, "Ramen")).toHaveAccessibleName("Upvote Ramen, 0");

    proxy.cut();
    await apiCall(bobContext.request, other.url, "put", `${base}/${link.id}/vote`, { vote: "up" });
    await page.waitForTimeout(2000);
    // Ann's instance never heard of the vote: its LISTEN connection is down.
    await expect(upvote(page, "Ramen")).toHaveAccessibleName("Upvote Ramen, 0");
    proxy.restore();

    await expect(upvote(page, "Ramen")).toHaveAccessibleName("Upvote Ramen, 1", {
      timeout: 5000,
    });
    await apiCall(bobContext.request, other.url, "put", `${base}/${link.id}/vote`, {
      vote: "down",
    });
    await expect(downvote(page, "Ramen")).toHaveAccessibleName("Downvote Ramen, 1", {
      timeout: 1000,
    });
    await expect(upvote(page, "Ramen")).toHaveAccessibleName("Upvote Ramen, 0");
    await annContext.close();
    await bobContext.close();
  } finally {
    proxy.restore();
    await ours.stop();
    await other.stop();
    await proxy.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
});
