// A group deleted with its rounds kept (issue #49, 5.3; decision 226): the rounds, which carry the
// group's name, were three dashboard cards all titled "Friday dinner" once the "Round N of …"
// line had gone with the group. Each that shares its title now takes its number.
import type { EventSummary, GroupSummary } from "../../src/shared/api";
import { closeEvent } from "../support/factories/actions";
import { expect, expectAccessible, saveScreenshots, test } from "./support/fixtures";
import { signUpVerified } from "./support/people";

test("a deleted group's kept rounds are told apart on the dashboard", async ({
  page,
  person: ada,
}) => {
  await signUpVerified(ada, { name: "Ada Lovelace" });
  const group = await ada.client.call<GroupSummary>("POST", "/api/groups", {
    name: "Friday dinner",
  });
  // Two closed rounds and an open one, each with the group's name.
  for (let round = 1; round <= 3; round++) {
    const opened = await ada.client.call<EventSummary>(
      "POST",
      `/api/groups/${group.id}/rounds`,
      {},
    );
    if (round < 3) await closeEvent(ada, opened.id);
  }
  await page.goto("/dashboard");
  // The dashboard's event cards, each a link named by its title (the group's card is gone).
  const myEvents = page.getByRole("main");
  await expect(myEvents.getByRole("link", { name: "Round 3 of Friday dinner" })).toBeVisible();

  const deleted = await ada.client.request("DELETE", `/api/groups/${group.id}?rounds=keep`);
  expect(deleted.status).toBe(204);
  await page.reload();
  for (const title of ["Friday dinner #1", "Friday dinner #2", "Friday dinner #3"])
    await expect(myEvents.getByRole("link", { name: title, exact: true })).toBeVisible();
  await expect(myEvents.getByRole("link", { name: "Friday dinner", exact: true })).toHaveCount(0);
  await expect(myEvents.getByRole("link", { name: /^Round \d of/ })).toHaveCount(0);
  await expectAccessible(page, "dashboard with a deleted group's kept rounds");
  await saveScreenshots(page, "dashboard-kept-rounds");
});
