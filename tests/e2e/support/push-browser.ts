// Web push in a real Chromium (decision 227): a profile on disk with the service worker on and
// notifications allowed, and this browser's push subscription.
//
// The one stand-in: Chromium offline cannot subscribe (its push service, FCM, is out of reach),
// so PushManager's subscribe() and getSubscription() answer a subscription made here as a
// browser makes one (a P-256 key pair and a 16-byte auth secret: tests/support/push-service.ts),
// for an endpoint the test chooses. Everything else is the browser's own: the permission, the
// service worker, the push event (DevTools' ServiceWorker.deliverPushMessage), the notification.
import type { BrowserContext, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { launchProfile } from "./installability";

export type Subscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/** Replaces the push service's part of PushManager in every page of the context. */
function standInPushService(subscription: Subscription) {
  const KEY = "test:push-subscription";
  const made = (key: number[]) => ({
    endpoint: subscription.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(key).buffer },
    toJSON: () => ({ ...subscription, expirationTime: null }),
    unsubscribe: async () => {
      localStorage.removeItem(KEY);
      return true;
    },
  });
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = options?.applicationServerKey as Uint8Array;
    localStorage.setItem(KEY, JSON.stringify([...key]));
    return made([...key]) as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    const key = localStorage.getItem(KEY);
    return (key ? made(JSON.parse(key)) : null) as unknown as PushSubscription | null;
  };
}

/** The server key this page's browser subscribed with (base64url), or null when unsubscribed. */
export function subscribedKey(page: Page) {
  return page.evaluate(() => {
    const key = localStorage.getItem("test:push-subscription");
    if (!key) return null;
    const bytes = String.fromCharCode(...(JSON.parse(key) as number[]));
    return btoa(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  });
}

/** Page errors and console errors or warnings of our own, as the fixtures count them. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    problems.push(`console ${message.type()}: ${message.text()}`);
  });
  return problems;
}

/** A Chromium profile whose pages have `subscription` for their push subscription;
 * `permission`: what the person answered to notifications ("default": not asked yet). */
export async function pushBrowser(
  base: string,
  subscription: Subscription,
  permission: "granted" | "denied" | "default" = "granted",
) {
  const profile = await launchProfile(base);
  const { context, page } = profile;
  if (permission === "granted") await context.grantPermissions(["notifications"], { origin: base });
  if (permission === "denied") {
    const cdp = await context.newCDPSession(page);
    // Kept attached: Chromium drops a DevTools session's permission overrides when it detaches.
    await cdp.send("Browser.setPermission", {
      permission: { name: "notifications" },
      setting: "denied",
      origin: base,
    });
  }
  await context.addInitScript(standInPushService, subscription);
  const problems = watch(page);
  return {
    ...profile,
    problems,
    close: async () => {
      await profile.close();
      expect(problems, "page errors and console errors or warnings").toEqual([]);
    },
  };
}

/** Waits until the service worker controls the page. */
export async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated");
}

/** The worker's registration id, which DevTools' ServiceWorker domain names it by. */
export async function workerRegistrationId(context: BrowserContext, page: Page, base: string) {
  const cdp = await context.newCDPSession(page);
  const found = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${base}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  return { cdp, registrationId: await found };
}
