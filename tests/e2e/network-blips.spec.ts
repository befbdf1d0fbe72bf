// The network gone for a moment while a page fetches a chunk after its first paint (the server
// restarting, a train in a tunnel): the chunk is fetched again, and the page goes on instead of
// becoming "Something went wrong" (src/web/lib/retry-import.ts).
import { expect, test } from "./support/fixtures";
import { signUpVerified } from "./support/people";

test("a chunk refused once is fetched again, and the page goes on", async ({
  page,
  person,
  problems,
}) => {
  await signUpVerified(person, { name: "Nia Network" });
  // The profile menu is its own chunk, fetched once the dashboard has painted.
  let asked = 0;
  await page.route(/\/assets\/account-menu-[^/]+\.js$/, async (route) => {
    asked++;
    if (asked === 1) return route.fulfill({ status: 503, body: "" });
    return route.fallback();
  });
  await page.goto("/dashboard");
  await page.getByRole("button", { name: /Nia Network/ }).click();
  await expect(page.getByRole("menuitem", { name: "Settings" })).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  expect(asked).toBe(2);
  // Chromium's line for the refused fetch is this test's own doing; nothing else may be there.
  const refused = /Failed to load resource: the server responded with a status of 503/;
  const others = problems.filter((problem) => !refused.test(problem));
  expect(others).toEqual([]);
  problems.length = 0;
});
