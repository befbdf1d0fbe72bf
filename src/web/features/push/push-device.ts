// This browser's side of web push (decision 227): whether it can, whether the person allowed it,
// and its PushSubscription, made with the server's public key. The server keeps the subscription
// per session (PUT and DELETE /api/me/push/device); here is only what the browser itself does.

/** The worker, the push service and notifications: all three, or push cannot work here. */
export function pushSupported() {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

export type Permission = NotificationPermission | "unsupported";

export function notificationPermission(): Permission {
  return pushSupported() ? Notification.permission : "unsupported";
}

/** Thrown when the person (or the browser, for them) did not allow notifications. */
export class PermissionRefused extends Error {}

/** Thrown when no service worker took over (a browser that refuses one, a development server). */
export class NoServiceWorker extends Error {}

// The worker is registered after the page's load event (offline/app-updates.tsx); a click
// before that waits for it, but not for ever.
const WORKER_WAIT_MS = 10_000;

async function workerRegistration() {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new NoServiceWorker()), WORKER_WAIT_MS),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

function bytesOf(base64url: string) {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((x, i) => x === b[i]);

/** The device's subscription as the server takes it: `{ endpoint, keys: { p256dh, auth } }`. */
export type DeviceSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/**
 * Asks for permission (the browser's own question, so only ever from a click), then subscribes
 * this browser with the server's key. A subscription made with another key (a server whose key
 * changed) is replaced: the push service would refuse the server's messages for it.
 */
export async function subscribeThisDevice(publicKey: string): Promise<DeviceSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new PermissionRefused();
  const registration = await workerRegistration();
  const key = bytesOf(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error("incomplete subscription");
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** Drops this browser's subscription, if it has one; never waits for a worker that is not there. */
export async function unsubscribeThisDevice() {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
