// Taking a member to a link's card (from the share form's "already shared" notice): into view,
// focused for keyboard and screen-reader users, and lit for a moment so the eye finds it.

/** The element id of a link's card in the Shared Links list. */
export const linkCardId = (linkId: string) => `link-${linkId}`;

const HIGHLIGHT_MS = 2000;

export function jumpToLink(linkId: string) {
  const card = document.getElementById(linkCardId(linkId));
  if (!card) return;
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  card.scrollIntoView({ behavior: still ? "auto" : "smooth", block: "center" });
  card.focus({ preventScroll: true });
  card.dataset.highlight = "true";
  window.setTimeout(() => delete card.dataset.highlight, HIGHLIGHT_MS);
}
