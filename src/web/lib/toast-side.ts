// Where the person last acted: a toast appears in the other half of the window, so it never
// covers what they just pressed (issue #34: the event's Invite, Download and Manage buttons at the
// top right; on a phone, the card just voted on). A tap or click counts where it lands; moving
// focus with the keyboard counts where the focused control is.
//
// Toasts change sides only once a press is over: moved at its pointerdown (or at the focus it
// gives), a toast could slide in under the pointer before it was let go, and the release then
// landed on the toast, so the button pressed never got its click (a press on the result's
// "Turn off" at the bottom right while "Result copied" showed above it, 2026-11-28).
let low = false;
/** A pointer is down on the page: its click, not the focus it gives, says where the person is. */
let pressing = false;
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

const onPointerDown = (event: PointerEvent) => {
  pressing = onPage(event.target);
};
// A click from a pointer (`detail` counts its presses; a click from Enter or Space has none, and
// the focus already said where the control is).
const onClick = (event: MouseEvent) => {
  if (event.detail > 0 && onPage(event.target)) note(event.clientY);
};
// Its focus came at the press; after it, focus moved by the keyboard counts again. A press that
// ends without a click (dragged off, cancelled) moves nothing.
const onPressEnd = () => {
  pressing = false;
};
const onFocus = (event: FocusEvent) => {
  if (pressing || !onPage(event.target)) return;
  const box = event.target.getBoundingClientRect();
  note(box.top + box.height / 2);
};

// What was pressed may have moved by the time its toast shows: a vote reorders a shortlist sorted
// by score (decision 211), and the card voted on goes where the toast would have been. When a
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

/** What the page is watched for, on the document before anything below it. */
const watched = [
  ["pointerdown", onPointerDown],
  ["click", onClick],
  ["pointerup", onPressEnd],
  ["pointercancel", onPressEnd],
  ["focusin", onFocus],
] as [string, EventListener][];

/** For useSyncExternalStore: whether the last action was in the lower half of the window. */
export const actedLow = {
  subscribe(listener: () => void) {
    if (listeners.size === 0) {
      for (const [type, handler] of watched)
        document.addEventListener(type, handler, { capture: true, passive: true });
      toastsSeen = new MutationObserver(onToast);
      toastsSeen.observe(document.body, { childList: true, subtree: true });
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0) return;
      for (const [type, handler] of watched)
        document.removeEventListener(type, handler, { capture: true });
      toastsSeen?.disconnect();
    };
  },
  get: () => low,
};
