// Who is signed in, for the lean landing app (landing-app.tsx), without TanStack Query: one
// GET /api/auth/get-session as the page starts, asked again like the app's session query
// (features/auth/use-session.ts) when the tab comes back into view after a minute, retried twice
// on a network or server failure (once the browser is online), and left unknown on a 4xx.
// undefined: not known yet; null: a visitor.
import { onlineManager } from "@tanstack/react-query";
import type { Account } from "../../../shared/api";
import { ApiError } from "../../lib/api";
import { authApi } from "../auth";

type Session = Account | null | undefined;

const STALE_MS = 60_000;
const RETRIES = 2;

let current: Session = undefined;
let fetchedAt = 0;
let asking: Promise<void> | null = null;
const listeners = new Set<() => void>();

const whenOnline = () =>
  new Promise<void>((resolve) => {
    if (onlineManager.isOnline()) return resolve();
    const stop = onlineManager.subscribe((online) => {
      if (!online) return;
      stop();
      resolve();
    });
  });

async function ask() {
  for (let failures = 0; ; failures++) {
    try {
      const answer = await authApi.session();
      fetchedAt = Date.now();
      landingSession.set(answer);
      return;
    } catch (error) {
      const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
      if (clientError || failures >= RETRIES) return;
      // TanStack Query's default back-off: 1 s, then 2 s.
      await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** failures));
      await whenOnline();
    }
  }
}

export const landingSession = {
  get: (): Session => current,
  set(next: Session) {
    if (next === current) return;
    current = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** Asks the server (once at a time). */
  refresh() {
    asking ??= ask().finally(() => (asking = null));
    return asking;
  },
  /** Asks as the page starts (unless the page came knowing: `known`), and again when the tab is
   * shown after a minute. */
  start(known?: Account | null) {
    if (known === undefined) void landingSession.refresh();
    else {
      fetchedAt = Date.now();
      landingSession.set(known);
    }
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible" && Date.now() - fetchedAt > STALE_MS)
        void landingSession.refresh();
    });
  },
};
