// Fetched text is hostile; PostgreSQL text refuses NUL and lone surrogates.
import { DIRECTION_CONTROL_RANGES } from "../../../shared/core/direction-controls";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// Line breaks and tabs mean a space on a card's one line (or three).
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
// C0/C1 controls, DEL, and direction controls (which could reverse the text after them).
const DROPPED = new RegExp(`[\\u0000-\\u001F\\u007F-\\u009F${DIRECTION_CONTROL_RANGES}]`, "g");

/** Surrogates replaced, breaks as spaces, controls dropped, whitespace collapsed. */
export function cleanPageText(text: string): string {
  return text
    .replace(LONE_SURROGATE, "\uFFFD")
    .replace(BREAKS, " ")
    .replace(DROPPED, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Cleaned, then cut with "…" at `max` characters (code points); null when nothing is left. */
export function pageText(text: string, max: number): string | null {
  const chars = [...cleanPageText(text)];
  if (chars.length === 0) return null;
  if (chars.length <= max) return chars.join("");
  return (
    chars
      .slice(0, max - 1)
      .join("")
      .trimEnd() + "…"
  );
}
