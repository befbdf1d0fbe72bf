// When "Tell me when the winner is decided" is offered: right after the person's first vote in
// an event (votes/use-vote.ts calls offerPushAfterVote), never on a page's load, and never again
// on this device once they took it or said no (kept in localStorage, like the install hint).
import { useSyncExternalStore } from "react";

const SETTLED_KEY = "huddle:push-offer-settled";

let pending = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function settled() {
  try {
    return localStorage.getItem(SETTLED_KEY) === "1";
  } catch {
    // Storage refused (a strict private mode): offered once per page instead.
    return false;
  }
}

/** A first vote went through: offer push, unless this device settled it before. */
export function offerPushAfterVote() {
  if (pending || settled()) return;
  pending = true;
  changed();
}

/** Taken or refused: never offered on this device again. */
export function settlePushOffer() {
  try {
    localStorage.setItem(SETTLED_KEY, "1");
  } catch {
    // As above: at least not again in this page.
  }
  pending = false;
  changed();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the offer waits to be shown (a first vote in this page, not settled). */
export function usePushOfferPending() {
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => false,
  );
}
