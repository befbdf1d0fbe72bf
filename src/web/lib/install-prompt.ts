// The browser's offer to install Huddle: Chromium's `beforeinstallprompt` event, kept from the
// moment it fires so the dashboard's hint (features/install) can show an "Install" button that
// opens the browser's own dialog. Safari and Firefox never fire it; there the hint says where the
// browser's menu has it. The listener starts with the router app (router-app.tsx): the landing
// page never offers to install, and an event fired before it is simply not kept.
import { useSyncExternalStore } from "react";

/** Chromium's BeforeInstallPromptEvent, which TypeScript's DOM library does not describe. */
type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
};

type InstallState = { offer: InstallPromptEvent | null; installed: boolean };

let state: InstallState = { offer: null, installed: false };
const listeners = new Set<() => void>();

function set(next: InstallState) {
  state = next;
  for (const listener of listeners) listener();
}

export function listenForInstallPrompt() {
  // Not preventDefault(): where Chromium shows its own install bar, it stays the browser's call.
  window.addEventListener("beforeinstallprompt", (event) =>
    set({ ...state, offer: event as InstallPromptEvent }),
  );
  window.addEventListener("appinstalled", () => set({ offer: null, installed: true }));
}

/** Whether the browser offers to install now, and whether Huddle was installed in this visit. */
export function useInstallState() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

/** Opens the browser's install dialog. An offer answers once: afterwards it is gone either way
 * (the browser may offer again later, with a new event). */
export async function promptInstall() {
  const offer = state.offer;
  if (!offer) return;
  set({ ...state, offer: null });
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  if (outcome === "accepted") set({ offer: null, installed: true });
}
