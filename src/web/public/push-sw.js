// Web push in the service worker (issue #37, decision 227): imported by the Workbox worker
// (vite.config.ts, workbox.importScripts), so the generated worker stays Workbox's own. Plain
// JavaScript: the worker loads it as it is, without a build step of its own. The message is
// src/shared/features/push/message.ts's PushMessage: { id, kind, title, body, url, lang }, its text already in
// the person's language.
/* global clients */

/** Only an address of this site: a message naming another site opens Huddle's home instead. */
function huddleUrl(url) {
  const home = new URL("/", self.location.origin).href;
  if (typeof url !== "string") return home;
  try {
    const resolved = new URL(url, self.location.origin);
    return resolved.origin === self.location.origin ? resolved.href : home;
  } catch {
    return home;
  }
}

// Every push is shown, even to someone looking at that very page: Chromium counts a push that
// shows nothing against the site (and may say "updated in the background" itself), and the
// text says what changed, which the page may not (a deadline near, a reminder).
self.addEventListener("push", (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== "string") return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: typeof message.body === "string" ? message.body : "",
      // The message's id: a repeated delivery replaces the notification instead of adding one.
      tag: String(message.id),
      lang: typeof message.lang === "string" ? message.lang : "",
      icon: "/icons/icon-192.png",
      data: { url: huddleUrl(message.url), kind: message.kind },
    }),
  );
});

/** Brings `win` to the front where the browser lets it; it is at the right page either way. */
const front = (win) => win.focus().catch(() => win);

/** Focuses the window already at `url`; else takes a Huddle window this worker controls there
 * (a whole page load: the page reads its tab from the address); else opens a new one. */
async function openOrFocus(url) {
  const windows = await clients.matchAll({ type: "window", includeUncontrolled: true });
  const there = windows.find((w) => w.url === url);
  if (there) return front(there);
  // navigate() works only on a window this worker controls.
  const controlled = await clients.matchAll({ type: "window" });
  const mine = controlled.find((w) => w.focused) ?? controlled[0];
  if (mine) {
    try {
      const moved = await mine.navigate(url);
      if (moved) return front(moved);
    } catch {
      // The window went away meanwhile: open a new one below.
    }
  }
  return clients.openWindow(url);
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  event.waitUntil(openOrFocus(huddleUrl(data.url)));
});

// The push service replaced this device's subscription (keys rotated, or it expired): subscribe
// again with the same server key and tell the server, on the session's own cookie. Where that
// fails, the server's next push finds the old endpoint gone and forgets it; turning push on in
// Settings again mends it.
self.addEventListener("pushsubscriptionchange", (event) => {
  event.waitUntil(
    (async () => {
      const old = event.oldSubscription;
      const key = old && old.options ? old.options.applicationServerKey : null;
      const subscription =
        event.newSubscription ||
        (key
          ? await self.registration.pushManager.subscribe({
              userVisibleOnly: true,
              applicationServerKey: key,
            })
          : null);
      if (!subscription) return;
      const { endpoint, keys } = subscription.toJSON();
      // The route by hand (no typed client here): openapi.test.ts holds it to the declared one.
      await fetch("/api/me/push/device", {
        method: "PUT",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ endpoint, keys }),
      });
    })().catch(() => {}),
  );
});
