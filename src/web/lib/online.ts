// Whether the browser is online, as TanStack Query and the offline banner see it. Query's own
// listener starts from "online" whatever the browser says, so a page opened offline from the
// service worker's cache would fetch, fail, and show an error that coming back online never
// clears (no "online" event follows one that never came). Here the state starts from
// navigator.onLine and follows its events. Chromium's navigator.onLine has been known to say
// "offline" on a working connection, which is why Query stopped trusting it: so queries and
// mutations still try once whatever it says (networkMode "offlineFirst" in query-client.ts),
// and any answer from the server marks the browser online again.
import { useSyncExternalStore } from "react";
import { onlineManager } from "@tanstack/react-query";

export function followBrowserConnection() {
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  });
}

/** The server answered: whatever navigator.onLine said, the connection works. */
export function markOnline() {
  onlineManager.setOnline(true);
}

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/** False while the browser is offline; re-renders when that changes. */
export function useOnline() {
  // The server's first paint (server/http/prerender.ts) is of a page that was just fetched.
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
