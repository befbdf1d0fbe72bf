// What the server's first paint of a page was made from (server/http/prerender.ts), written into
// that page as JSON so the browser starts from the same words and data instead of asking again.
import type { Account, EventPage } from "../../shared/api";
import { isLanguage, type Language } from "../../shared/i18n/languages";

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

/** The JSON for a `<script type="application/json">`: no `<` in it, so no `</script>` or
 * `<!--` a person typed into a title can end the element early. */
export const prerenderedJson = (data: Prerendered) => JSON.stringify(data).replace(/</g, "\\u003c");

/** In the browser: what the server put in this page, once (null when it put nothing). */
export function takePrerendered(): Prerendered | null {
  const script = document.getElementById(PRERENDERED_ID);
  if (!script) return null;
  script.remove();
  try {
    const data = JSON.parse(script.textContent ?? "") as Prerendered;
    return isLanguage(data.language) ? data : null;
  } catch {
    return null;
  }
}
