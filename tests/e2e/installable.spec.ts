// The installable app (decision 221): the manifest and icons Chromium wants, a service worker that
// keeps the app shell so Huddle opens offline and says so, never a cached /api answer, and a new
// version offered with a toast. Each test runs its own Chromium profile with service workers on
// (the other browser tests block them), since Chromium will not judge installability incognito.
import http from "node:http";
import type { BrowserContext, Page } from "@playwright/test";
import { clientFor, expect, expectAccessible, saveScreenshots, test } from "./support/fixtures";
import { installabilityProblems, launchProfile } from "./support/installability";
import { signUpVerified } from "./support/people";

const OFFLINE_FETCH = "Failed to load resource: net::ERR_INTERNET_DISCONNECTED";

/** Page errors and console errors or warnings, as the fixtures count them; while offline, the
 * browser's line for each request that could not go out is expected. */
function watch(page: Page, offline: () => boolean) {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    if (offline() && message.text() === OFFLINE_FETCH) return;
    problems.push(`console ${message.type()}: ${message.text()}`);
  });
  return problems;
}

async function controlledBy(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated");
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

/** Asks the server for sw.js now, as every load does; true when a changed one came back and
 * waits to take over. */
function newVersionWaiting(page: Page) {
  return page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.getRegistration())!;
    await registration.update();
    while (registration.installing) await new Promise((resolve) => setTimeout(resolve, 50));
    return registration.waiting !== null;
  });
}

/** Every URL in the page's Cache Storage, in every cache. */
function cachedUrls(page: Page) {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

const isApi = (url: string) => /^\/api(\/|$)/.test(new URL(url).pathname);

async function pngSize(context: BrowserContext, url: string) {
  const res = await context.request.get(url);
  expect(res.headers()["content-type"], url).toBe("image/png");
  const png = await res.body();
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

test("Huddle installs, opens offline saying so, never caches /api, and recovers", async () => {
  const base = process.env.HUDDLE_URL!;
  const { context, page, close } = await launchProfile(base);
  let offline = false;
  const problems = watch(page, () => offline);
  try {
    await signUpVerified(clientFor(context, base), { name: "Olive Offline" });
    await page.goto("/");
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#4f46e5");
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      "href",
      "/apple-touch-icon.png",
    );
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const manifest = await (await context.request.get(href!)).json();
    expect(manifest).toMatchObject({
      name: "Huddle",
      short_name: "Huddle",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#4f46e5",
      background_color: "#f8fafc",
    });
    expect(manifest.description).toBeTruthy();
    const icons = manifest.icons as Array<{ src: string; sizes: string; purpose: string }>;
    for (const [sizes, purpose] of [
      ["192x192", "any"],
      ["512x512", "any"],
      ["512x512", "maskable"],
    ]) {
      expect(icons.some((i) => i.sizes === sizes && i.purpose === purpose)).toBe(true);
    }
    for (const icon of icons) expect(await pngSize(context, icon.src)).toBe(icon.sizes);
    expect(await pngSize(context, "/apple-touch-icon.png")).toBe("180x180");
    expect(await installabilityProblems(context, page)).toEqual([]);

    // The worker takes the page on its first visit, and then answers for the app shell.
    expect(await controlledBy(page)).toBe(`${base}/sw.js`);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "My Events" })).toBeVisible();

    offline = true;
    await context.setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(page.getByText("You are offline")).toBeVisible();
    await expect(page.getByText("This page needs a connection")).toBeVisible();
    await expectAccessible(page, "offline dashboard");
    await saveScreenshots(page, "offline-dashboard");
    // A page that needs no data opens whole.
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("You are offline")).toBeVisible();
    await saveScreenshots(page, "offline-landing");
    // The share target (decision 221) is a client route too: the worker opens it, query and all.
    const shared = await page.goto("/share?text=Look%20https%3A%2F%2Fexample.com%2Fplace");
    expect(shared?.fromServiceWorker()).toBe(true);
    await expect(page.getByText("This page needs a connection")).toBeVisible();

    const cached = await cachedUrls(page);
    expect(cached.some((url) => new URL(url).pathname === "/index.html")).toBe(true);
    expect(cached.some((url) => new URL(url).pathname.startsWith("/assets/"))).toBe(true);
    expect(cached.filter(isApi)).toEqual([]);

    // Back online, the waiting page loads by itself: no reload.
    await page.goto("/dashboard");
    await expect(page.getByText("This page needs a connection")).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole("heading", { name: "My Events" })).toBeVisible();
    await expect(page.getByText("You are offline")).toHaveCount(0);
    offline = false;
    // Still nothing from /api in the caches after answers came through the worker.
    expect((await cachedUrls(page)).filter(isApi)).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});

/** Huddle behind a proxy that can change sw.js, as a deploy of a new version would. */
async function proxyWithNewVersions(target: string) {
  let version = 1;
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const swScript = req.url === "/sw.js";
    const headers = { ...req.headers, host: upstream.host };
    if (swScript) delete headers["accept-encoding"];
    const forward = http.request(
      { host: "127.0.0.1", port: upstream.port, path: req.url, method: req.method, headers },
      (answer) => {
        if (!swScript || version === 1) {
          res.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const body = Buffer.concat([...chunks, Buffer.from(`\n// version ${version}\n`)]);
          res.writeHead(answer.statusCode!, { ...answer.headers, "content-length": body.length });
          res.end(body);
        });
      },
    );
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://localhost:${port}`,
    deployNewVersion: () => void version++,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test("a new version is offered on the next load, and Reload switches to it", async () => {
  const proxy = await proxyWithNewVersions(process.env.HUDDLE_URL!);
  const { page, close } = await launchProfile(proxy.url);
  const problems = watch(page, () => false);
  try {
    await page.goto("/");
    await controlledBy(page);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await newVersionWaiting(page)).toBe(false);
    await expect(page.getByText("New version")).toHaveCount(0);

    proxy.deployNewVersion();
    await page.reload();
    const toast = page.getByRole("listitem").filter({ hasText: "New version" });
    await expect(toast).toBeVisible();
    await expect(toast.getByText("Reload to use the latest Huddle.")).toBeVisible();
    await expectAccessible(page, "new version toast");
    await saveScreenshots(page, "new-version-toast");

    // The page reloads once the new worker has taken over, and asks no more.
    await page.evaluate(() => ((window as { before?: boolean }).before = true));
    await toast.getByRole("button", { name: "Reload" }).click();
    await page.waitForFunction(() => !(window as { before?: boolean }).before);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await controlledBy(page);
    expect(await newVersionWaiting(page)).toBe(false);
    await expect(page.getByText("New version")).toHaveCount(0);
    expect(problems).toEqual([]);
  } finally {
    await close();
    await proxy.close();
  }
});
