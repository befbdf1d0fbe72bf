// What the server's first paint of a page was made from (server/http/prerender.ts), written into
// that page as JSON so the browser starts from the same words and data instead of asking again.
import type { Account, EventPage } from "./api";
import type { Language } from "./core/languages";

export const PRERENDERED_ID = "huddle-prerendered";
/** The element holding the painted page, beside the app's root. */
export const PRERENDERED_PAGE_ID = "prerendered";

export type Prerendered = {
  language: Language;
  /** Who is signed in, as GET /api/auth/get-session said (null: a visitor). */
  me: Account | null;
  /** The event page's one request, as GET /api/events/:id answered this member. */
  event?: { id: string; page: EventPage };
};

// The one place the island's JSON is escaped, each character as its \u escape (the same string
// to JSON.parse): `<`, so no `</script>` a person typed can end the element early and no `<!--`
// can make a parser look past its end; and U+2028 and U+2029, which JSON allows as they are but
// JavaScript before ES2019 ends a line at, so the island reads the same to anything that takes
// it for script.
const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/g;
const escaped = (ch: string) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** The JSON for a `<script type="application/json">`, with nothing in it that could end it. */
export const prerenderedJson = (data: Prerendered) =>
  JSON.stringify(data).replace(UNSAFE_IN_SCRIPT, escaped);

/** The page at `path` as HTML, or null when it is not one rendered there: web/prerender's
 * renderer, which the server loads by path (server/http/prerender.ts). */
export type RenderPage = (path: string, data: Prerendered) => string | null;
