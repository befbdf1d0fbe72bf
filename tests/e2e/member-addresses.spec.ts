// Issue #34: a member's Members tab shows names, and no one's address but their own; the
// creator's shows every address, including one who joins while the page is open (decision
// 212). Screenshots of both tabs at 390 and 1280 px, in English and in German.
import type { Page } from "@playwright/test";
import { createEventAs, joinAs } from "../support/factories/actions";
import { expect, expectAccessible, saveScreenshots, test } from "./support/fixtures";
import { signUpVerified } from "./support/people";

async function openMembers(page: Page, eventId: string, tab = "Members") {
  await page.goto(`/event/${eventId}`);
  await page.getByRole("tab", { name: tab }).click();
}

test("a member sees names and their own address; the creator sees every address", async ({
  page,
  person,
  newPerson,
}) => {
  const ada = await signUpVerified(person, { name: "Ada Host" });
  const event = await createEventAs(person, "Dinner on Friday");
  const bea = await newPerson();
  const beaAccount = await signUpVerified(bea, { name: "Bea Member" });
  await joinAs(bea, event.invitationCode);

  await openMembers(page, event.id);
  await openMembers(bea.page, event.id);
  const members = (p: Page) => p.getByRole("region", { name: /Members|Mitglieder/ });
  await expect(members(page)).toContainText(beaAccount.email);
  await expect(members(page)).toContainText(ada.email);
  await expect(members(bea.page)).toContainText("Ada Host");
  await expect(members(bea.page)).toContainText(beaAccount.email);
  await expect(members(bea.page)).not.toContainText(ada.email);

  // Someone joins while both pages are open: the creator is shown their address, Bea their name.
  const cy = await newPerson();
  const cyAccount = await signUpVerified(cy, { name: "Cy Latecomer" });
  await joinAs(cy, event.invitationCode);
  await expect(members(page)).toContainText(cyAccount.email, { timeout: 10_000 });
  await expect(members(bea.page)).toContainText("Cy Latecomer", { timeout: 10_000 });
  await expect(members(bea.page)).not.toContainText(cyAccount.email);
  await expect(members(bea.page)).not.toContainText(ada.email);

  await expectAccessible(bea.page, "a member's Members tab");
  await saveScreenshots(page, "member-addresses-creator");
  await saveScreenshots(bea.page, "member-addresses-member");

  // The same in German, after a reload: what the server paints comes from the same answer.
  for (const { client, page: p } of [person, bea]) {
    await client.call("PATCH", "/api/me", { language: "de" });
    await openMembers(p, event.id, "Mitglieder");
  }
  await expect(members(bea.page)).toContainText("Cy Latecomer");
  await expect(members(bea.page)).not.toContainText(cyAccount.email);
  await expect(members(page)).toContainText(cyAccount.email);
  await saveScreenshots(page, "member-addresses-creator-de");
  await saveScreenshots(bea.page, "member-addresses-member-de");
});
