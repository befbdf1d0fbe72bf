// The create dialog on a 1280 × 800 laptop (issue #34): all of it, its Create Event button too,
// shows without scrolling; and "Method" says what each way of voting means, as "When results
// show" does.
import { expect, expectAccessible, saveScreenshots, test } from "./support/fixtures";
import { signUpVerified } from "./support/people";

test("the create dialog fits a laptop's window and explains each method", async ({
  page,
  person,
}) => {
  await signUpVerified(person, { name: "Ann Creator" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Create Event" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Create Event" });
  await expect(dialog).toBeVisible();
  const scrolls = await dialog.evaluate((box) => box.scrollHeight > box.clientHeight);
  expect(scrolls, "the dialog scrolls").toBe(false);
  await expect(dialog.getByRole("button", { name: "Create Event" })).toBeInViewport({ ratio: 1 });

  const method = dialog.getByLabel("Method");
  await expect(method).toHaveAccessibleDescription(
    "Vote each link up or down. A link's score is its upvotes minus its downvotes.",
  );
  await method.selectOption("approval");
  await expect(method).toHaveAccessibleDescription(
    "Approve every link you would be happy with. A link's score is its number of approvals.",
  );
  await method.selectOption("dots");
  await expect(method).toHaveAccessibleDescription(/^Spread a few dots over the shortlist/);
  await expect(dialog.getByRole("button", { name: "Create Event" })).toBeInViewport({ ratio: 1 });
  await expectAccessible(page, "create dialog, dots");
  await saveScreenshots(page, "create-dialog-dots");
});
