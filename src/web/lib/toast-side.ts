// Where the person last acted: a toast appears in the other half of the window, so it never
// covers what they just pressed (issue #34: the event's Invite, Download and Manage buttons at the
// top right; on a phone, the card just voted on). A tap or click counts where it lands; moving
// focus with the keyboard counts where the focused control is.
let low = false;
const listeners = new Set<() => void>();

function note(y: number) {
  const lower = y > window.innerHeight / 2;
  if (lower === low) return;
  low = lower;
  for (const listener of listeners) listener();
}

// Pressing a toast's own Close or Reload is not acting on the page: the toast must stay where
// the pointer is, not jump away under it.
const onPage = (target: EventTarget | null): target is Element =>
  target instanceof Element && !target.closest("[data-sonner-toaster]");

const onPointer = (event: PointerEvent) => {
  if (onPage(event.target)) note(event.clientY);
};
const onFocus = (event: FocusEvent) => {
  if (!onPage(event.target)) return;
  const box = event.target.getBoundingClientRect();
  note(box.top + box.height / 2);
};

// What was pressed may have moved by the time its toast shows: a vote reorders a shortlist sorted
// by score (decision 115), and the card voted on goes where the toast would have been. When a
// toast appears, the control that still has focus is where the person is looking.
const onToast = (records: MutationRecord[]) => {
  // The toast itself, or the list sonner puts it in (made afresh when the first toast comes).
  const toast = "[data-sonner-toast]";
  const added = records.some((record) =>
    [...record.addedNodes].some(
      (n) => n instanceof Element && (n.matches(toast) || n.querySelector(toast) !== null),
    ),
  );
  const focused = document.activeElement;
  if (!added || !onPage(focused) || focused === document.body) return;
  requestAnimationFrame(() => {
    const box = focused.getBoundingClientRect();
    if (box.height > 0) note(box.top + box.height / 2);
  });
};
let toastsSeen: MutationObserver | undefined;

/** For useSyncExternalStore: whether the last action was in the lower half of the window. */
export const actedLow = {
  subscribe(listener: () => void) {
    if (listeners.size === 0) {
      document.addEventListener("pointerdown", onPointer, { capture: true, passive: true });
      document.addEventListener("focusin", onFocus, { capture: true });
      toastsSeen = new MutationObserver(onToast);
      toastsSeen.observe(document.body, { childList: true, subtree: true });
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0) return;
      document.removeEventListener("pointerdown", onPointer, { capture: true });
      document.removeEventListener("focusin", onFocus, { capture: true });
      toastsSeen?.disconnect();
    };
  },
  get: () => low,
};
