// The toasts a walk waits for. Several can be on screen at once (sonner lists the newest first),
// and one toast's words can hold what a walk looks for in another: "Signed out" is in "Password
// changed"'s "Your other devices were signed out.", and a walk that took the one for the other
// went on too soon (decision 224). So a toast is found by its whole title, and by its
// description too when one is given.
import { expect, type Page } from "@playwright/test";

/** The toast whose title is `title`, saying `description` (anywhere in it) when given. */
export function toastTitled(page: Page, title: string, description?: string) {
  let toast = page
    .locator("[data-sonner-toast]")
    .filter({ has: page.getByText(title, { exact: true }) });
  if (description) toast = toast.filter({ hasText: description });
  return toast.first();
}

/** That toast is on screen (a toast stays about 4 s; a busy server may take a while to answer). */
export async function expectToast(page: Page, title: string, description?: string) {
  await expect(toastTitled(page, title, description)).toBeVisible({ timeout: 10_000 });
}
