// Two server processes on one PostgreSQL database: a vote on one reaches a page served by the
// other live (LISTEN/NOTIFY). Runs in the "postgres" project (TEST_DATABASE_URL).
import { expect, test } from "./support/fixtures";
import { eventAcrossServers, LIVE, upvote } from "./support/live-helpers";
import { startHuddle } from "./support/server";
import { freshDatabase } from "../resilience/postgres";

test("a vote on one instance reaches a page served by another, live", async ({ browser }) => {
  const database = await freshDatabase(process.env.TEST_DATABASE_URL!, "e2e");
  const env = {
    DATABASE_URL: database.url,
    BETTER_AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456789",
  };
  const one = await startHuddle({ env });
  const two = await startHuddle({ env });
  try {
    const { annContext, bobContext, event } = await eventAcrossServers(
      browser,
      { url: one.url, name: "Ann One" },
      { url: two.url, name: "Bob Two" },
      { title: "Two instances", link: { url: "https://sushi.example", title: "Sushi" } },
    );

    const annPage = await annContext.newPage();
    const bobPage = await bobContext.newPage();
    await annPage.goto(`/event/${event.id}?tab=shortlist`);
    await bobPage.goto(`/event/${event.id}?tab=shortlist`);
    await expect(upvote(bobPage, "Sushi")).toHaveAccessibleName("Upvote Sushi, 0");

    await upvote(annPage, "Sushi").click();
    await expect(upvote(bobPage, "Sushi")).toHaveAccessibleName("Upvote Sushi, 1", LIVE);
    await annContext.close();
    await bobContext.close();
  } finally {
    await one.stop();
    await two.stop();
    await database.drop();
  }
});
