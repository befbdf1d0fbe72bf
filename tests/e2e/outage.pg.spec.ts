// An open page resyncs after a database outage, without a reload. Ann's page is served by an
// instance that reaches PostgreSQL only through our TCP proxy; Bob votes on a second instance that
// reaches it directly. While the proxy is cut, Ann's instance cannot hear of Bob's vote; once it
// is restored, her page must show it (the relay's "refetch"), and then Bob's next vote live.
// Runs in the "postgres" project (TEST_DATABASE_URL).
import { expect, test } from "./support/fixtures";
import { vote } from "../support/factories/actions";
import { downvote, eventAcrossServers, LIVE, upvote } from "./support/live-helpers";
import { startHuddle } from "./support/server";
import { freshDatabase, withUrl } from "../resilience/postgres";
import { startTcpProxy } from "../resilience/tcp-proxy";

test("an open page shows what happened during a database outage once it is over", async ({
  browser,
}) => {
  const database = await freshDatabase(process.env.TEST_DATABASE_URL!, "outage");
  const direct = new URL(database.url);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const proxied = withUrl(database.url, { host: "127.0.0.1", port: proxy.port });
  const secret = "e2e-secret-e2e-secret-e2e-secret-0123456789";
  const ours = await startHuddle({ env: { DATABASE_URL: proxied, BETTER_AUTH_SECRET: secret } });
  const other = await startHuddle({
    env: { DATABASE_URL: database.url, BETTER_AUTH_SECRET: secret },
  });
  try {
    const { annContext, bobContext, bobClient, event, link } = await eventAcrossServers(
      browser,
      { url: ours.url, name: "Ann Proxied" },
      { url: other.url, name: "Bob Direct" },
      { title: "Outage", link: { url: "https://ramen.example", title: "Ramen" } },
    );

    const page = await annContext.newPage();
    await page.goto(`/event/${event.id}?tab=shortlist`);
    await expect(upvote(page, "Ramen")).toHaveAccessibleName("Upvote Ramen, 0");

    proxy.cut();
    await vote(bobClient, event.id, link.id, "up");
    await page.waitForTimeout(2000);
    // Ann's instance never heard of the vote: its LISTEN connection is down.
    await expect(upvote(page, "Ramen")).toHaveAccessibleName("Upvote Ramen, 0");
    proxy.restore();

    await expect(upvote(page, "Ramen")).toHaveAccessibleName("Upvote Ramen, 1", {
      timeout: 5000,
    });
    await vote(bobClient, event.id, link.id, "down");
    await expect(downvote(page, "Ramen")).toHaveAccessibleName("Downvote Ramen, 1", LIVE);
    await expect(upvote(page, "Ramen")).toHaveAccessibleName("Upvote Ramen, 0");
    await annContext.close();
    await bobContext.close();
  } finally {
    proxy.restore();
    await ours.stop();
    await other.stop();
    await proxy.close();
    await database.drop();
  }
});
