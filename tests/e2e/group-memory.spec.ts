// The group's memory on a round's page (decision 226): a link whose address the group has seen
// before says so on its card ("Won on 14 Nov" in the viewer's own date format, "Shortlisted
// once", "Shared before by Bob"), last round's winner says it cannot win this round, and the
// live winner strip passes over it however far ahead it is; at a phone's width and a laptop's,
// with nothing for axe to find. The group and its rounds are made in the database with the
// server's own openRound (tests/support/factories/groups.ts): this server is the test's own, so
// it can be stopped while its embedded database is opened (or, on PostgreSQL, shares it).
import path from "node:path";
import type { Page } from "@playwright/test";
import { openDatabase, type Db } from "../../src/server/db/connection";
import {
  closeEvent,
  share,
  shortlist,
  unshortlist,
  signUp,
  vote,
  type Account,
} from "../support/factories/actions";
import { createGroup, openRoundOf } from "../support/factories/groups";
import { clientFor, expect, expectAccessible, test } from "./support/fixtures";
import { linkItem } from "./support/live-helpers";
import { startHuddle, type HuddleProcess } from "./support/server";

/** Runs `work` on the server's database: its PostgreSQL database while it runs, or its embedded
 * one while it is stopped (one process at a time on PGlite's folder), then starts it again. */
async function onDatabase<T>(server: HuddleProcess, work: (db: Db) => Promise<T>) {
  const databaseUrl = server.env.DATABASE_URL ?? process.env.DATABASE_URL;
  if (!databaseUrl) await server.stop();
  const database = await openDatabase(
    databaseUrl ? { databaseUrl, poolSize: 1 } : { pgliteDir: path.join(server.dataDir, "pglite") },
  );
  try {
    return await work(database.db);
  } finally {
    await database.close();
    if (!databaseUrl) await server.restart();
  }
}

const strip = (page: Page) => page.getByRole("region", { name: "Current Winner" });

test("a round's cards show what the group remembers, and last round's winner cannot win", async ({
  browser,
}) => {
  const server = await startHuddle();
  try {
    const base = server.url;
    const annContext = await browser.newContext({ baseURL: base, serviceWorkers: "block" });
    const bobContext = await browser.newContext({ baseURL: base, serviceWorkers: "block" });
    const [ann, bob] = [clientFor(annContext, base), clientFor(bobContext, base)];
    // This server sends no mail: a sign-up signs in at once.
    const annAccount: Account = await signUp(ann, { name: "Ann Host" });
    const bobAccount: Account = await signUp(bob, { name: "Bob Finder" });

    // A group barring last round's winner, and its first round.
    const { groupId, one } = await onDatabase(server, async (db) => {
      const groupId = await createGroup(db, annAccount.id, [bobAccount.id], {
        name: "Friday dinner",
        barLastWinners: 1,
      });
      return { groupId, one: await openRoundOf(db, groupId, annAccount.id) };
    });
    // The servers' sessions survive the restart; round 1: Bob's pizza wins, Ann's tacos do not.
    const pizza = "https://pizza-memory.example/";
    const tacos = "https://tacos-memory.example/";
    const pizzaOne = await share(bob, one.id, "Pizza Place", pizza);
    const tacosOne = await share(ann, one.id, "Taco Stand", tacos);
    await shortlist(ann, one.id, pizzaOne.id);
    await shortlist(ann, one.id, tacosOne.id);
    await vote(ann, one.id, pizzaOne.id, "up");
    const closed = await closeEvent(ann, one.id);
    expect(closed.winnerLinkId).toBe(pizzaOne.id);

    // Round 2: the same two addresses again, the pizza far ahead.
    const two = await onDatabase(server, (db) => openRoundOf(db, groupId, annAccount.id));
    const pizzaTwo = await share(ann, two.id, "Pizza Place again", pizza);
    const tacosTwo = await share(bob, two.id, "Taco Stand again", tacos);
    expect(pizzaTwo.barred).toBe(true);
    await shortlist(ann, two.id, pizzaTwo.id);
    await shortlist(ann, two.id, tacosTwo.id);
    await vote(ann, two.id, pizzaTwo.id, "up");
    await vote(bob, two.id, pizzaTwo.id, "up");

    const page = await annContext.newPage();
    // The narrowest phone, the usual one, a laptop.
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      await page.goto(`/event/${two.id}`);
      const pizzaCard = linkItem(page, "Pizza Place again");
      const tacosCard = linkItem(page, "Taco Stand again");
      // The date as this browser writes a day and a month in its own language.
      const day = await page.evaluate(
        (iso) =>
          new Intl.DateTimeFormat(navigator.languages.find((tag) => tag.startsWith("en")) ?? "en", {
            day: "numeric",
            month: "short",
          }).format(new Date(iso)),
        closed.closedAt!,
      );
      const pizzaMemory = pizzaCard.getByRole("list", { name: "In this group" });
      await expect(pizzaMemory.getByRole("listitem")).toHaveText([
        `Won on ${day}`,
        "Shortlisted once",
        "Shared before by Bob Finder",
      ]);
      await expect(pizzaCard.getByText("Won recently: cannot win this round")).toBeVisible();
      await expect(
        tacosCard.getByRole("list", { name: "In this group" }).getByRole("listitem"),
      ).toHaveText(["Shortlisted once", "Shared before by Ann Host"]);
      await expect(tacosCard.getByText("Won recently: cannot win this round")).toHaveCount(0);
      // Two votes to none, and still the tacos lead: the pizza cannot win this round.
      await expect(strip(page)).toContainText("Taco Stand again");
      await expect(strip(page)).not.toContainText("Pizza Place again");
      // The card keeps to the screen's width: nothing scrolls sideways.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    }
    await expectAccessible(page, "a round's page with the group's memory");
    // With the tacos off the shortlist only the barred pizza is on it: the strip says why
    // nothing wins, not that the shortlist is empty.
    await unshortlist(ann, two.id, tacosTwo.id);
    await expect(strip(page)).toContainText(
      "No winner yet: what is on the shortlist won recently and cannot win this round",
    );
    await annContext.close();
    await bobContext.close();
  } finally {
    await server.stop();
  }
});
