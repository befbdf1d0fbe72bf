// Fetched text as Huddle keeps it: the page is hostile, and PostgreSQL text refuses NUL (failing the
// whole statement) and cannot hold a lone surrogate.
import { DIRECTION_CONTROL_RANGES } from "../../../shared/core/direction-controls";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// Line breaks and tabs mean a space on a card's one line (or three).
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
// Every other C0 and C1 control (NUL among them) and DEL, and the direction controls, which
// could turn the text after them around.
const DROPPED = new RegExp(`[\\u0000-\\u001F\\u007F-\\u009F${DIRECTION_CONTROL_RANGES}]`, "g");

/** The text with a lone surrogate replaced (U+FFFD), line breaks and tabs as spaces, every
 * other control character and direction control dropped, white space collapsed and trimmed. */
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
