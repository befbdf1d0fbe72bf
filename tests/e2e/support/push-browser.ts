// Web push in a real Chromium (decision 227): a profile on disk with the service worker on and
// notifications allowed, and this browser's push subscription.
//
// The one stand-in: Chromium offline cannot subscribe (its push service, FCM, is out of reach),
// so PushManager's subscribe() and getSubscription() answer a subscription made here as a
// browser makes one (a P-256 key pair and a 16-byte auth secret: tests/support/push-service.ts),
// for an endpoint the test chooses. Everything else is the browser's own: the permission, the
// service worker, the push event (DevTools' ServiceWorker.deliverPushMessage), the notification.
import type { BrowserContext, Page } from "@playwright/test";
import type { PushMessage } from "../../../src/shared/features/push/message";
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
async function workerRegistrationId(context: BrowserContext, page: Page, base: string) {
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

/** The notifications the worker shows now, as the page reads them. */
export function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.getRegistration())!;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      lang: n.lang,
      icon: n.icon,
      data: n.data as unknown,
    }));
  });
}

/** Pushes messages into the page's service worker as its push service would, through DevTools
 * (`ServiceWorker.deliverPushMessage`), each once its notification is there. */
export async function pushInto(context: BrowserContext, page: Page, base: string) {
  await controlled(page);
  const { cdp, registrationId } = await workerRegistrationId(context, page, base);
  return {
    // The delivery is fire-and-forget, and Chromium now and then drops one that comes while the
    // worker is starting (about one in four runs on a loaded machine). Delivered again until its
    // notification is there: what a push service's retry does, and a repeat replaces.
    async deliver(message: PushMessage) {
      for (let attempt = 0; attempt < 5; attempt++) {
        await cdp.send("ServiceWorker.deliverPushMessage", {
          origin: base,
          registrationId,
          data: JSON.stringify(message),
        });
        const deadline = Date.now() + 2_000;
        while (Date.now() < deadline) {
          const shown = await shownNotifications(page);
          if (shown.some((n) => n.tag === message.id && n.body === message.body)) return;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      throw new Error(`push ${message.id} never shown`);
    },
    detach: () => cdp.detach(),
  };
}

/** Clicks the notification tagged `tag`, as far as a test can: Chromium has no way to click one
 * from outside, so the worker's own notificationclick listener is run on the notification it
 * showed, through a NotificationEvent dispatched in the worker (whose waitUntil, refused to an
 * event made by script, is kept here). Answers the tags still shown. */
export async function clickNotification(context: BrowserContext, tag: string) {
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error("no service worker");
  return worker.evaluate(async (tag) => {
    // The worker's own names (the project's types are the page's, not a worker's).
    type Shown = { tag: string };
    const sw = self as unknown as {
      registration: { getNotifications(filter?: { tag: string }): Promise<Shown[]> };
      dispatchEvent(event: Event): boolean;
    };
    const { NotificationEvent } = self as unknown as {
      NotificationEvent: new (type: string, init: { notification: Shown }) => Event;
    };
    const [notification] = await sw.registration.getNotifications({ tag });
    const event = new NotificationEvent("notificationclick", { notification: notification! });
    const waits: Promise<unknown>[] = [];
    Object.defineProperty(event, "waitUntil", { value: (p: Promise<unknown>) => waits.push(p) });
    sw.dispatchEvent(event);
    await Promise.all(waits);
    return (await sw.registration.getNotifications()).map((n) => n.tag);
  }, tag);
}
