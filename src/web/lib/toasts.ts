// sonner (about 9 KB gzipped) is not part of the landing page's first download (decision 222):
// main.tsx mounts its Toaster when something wants it: the landing page once it has painted,
// any other page as it starts, or a toast being raised. A toast raised before the
// Toaster listens would be lost (it starts empty and hears only later toasts), so the code of
// the first download raises toasts through `toasts()`, and every other page's code (which
// imports sonner itself) starts only once the Toaster is up.
import { retryImport } from "./retry-import";
let mounted!: () => void;

/** Resolves once the Toaster is on the page and listening. */
export const toasterMounted = new Promise<void>((resolve) => (mounted = resolve));

export const markToasterMounted = () => mounted();

let wanted = false;
const listeners = new Set<() => void>();

/** Mount the Toaster now (main.tsx renders it once this has been called). */
export function wantToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: whether the Toaster is wanted yet. */
export const toasterWanted = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => wanted,
};

/** sonner's `toast`, once the Toaster is on the page. */
export function toasts() {
  wantToaster();
  return toasterMounted
    .then(() => retryImport(() => import("sonner")))
    .then((sonner) => sonner.toast);
}
