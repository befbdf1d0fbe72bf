// What Chromium itself says about installing Huddle, through its DevTools protocol: Lighthouse 12
// dropped its installability audit (decision 221), so the browser test and the bench ask here.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type BrowserContext, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium";

/** A Chromium with a profile on disk. Chromium answers "in-incognito" for every context that
 * browser.newContext() makes, so installability can only be asked of a persistent one. */
export async function launchProfile(baseURL: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "huddle-profile-"));
  const context = await chromium.launchPersistentContext(dir, {
    baseURL,
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    serviceWorkers: "allow",
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const close = async () => {
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { context, page, close };
}

/** Chromium's installability errors and manifest errors for the page (both empty when Huddle
 * can be installed), as readable lines. */
export async function installabilityProblems(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  try {
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    const { errors } = await cdp.send("Page.getAppManifest", {});
    return [
      ...installabilityErrors.map(
        (e) => `${e.errorId} ${e.errorArguments.map((a) => `${a.name}=${a.value}`).join(" ")}`,
      ),
      ...errors.map((e) => `manifest: ${e.message}`),
    ];
  } finally {
    // While a second DevTools session is attached, context.setOffline() no longer reaches the
    // page's navigator.onLine (seen with Chromium 156): let go at once.
    await cdp.detach();
  }
}
