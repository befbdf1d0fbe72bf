// The first paint of the landing page and of an event page, made on the server
// (web/prerender/render-page.tsx) and put into index.html, with the data it was made from: the
// page shows as soon as its HTML and CSS arrive instead of after its code and then its data
// (decision 222). The data comes from the app's own API, asked in-process with the visitor's
// own cookie, so every rule (who is signed in, who is a member, what a member may see) is the
// API's; a request the API refuses is simply not prerendered, and the browser asks as before.
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { accountFromSession } from "../../shared/account-from-session";
import type { AuthSession, EventPage } from "../../shared/api";
import {
  isLanguage,
  LANGUAGE_COOKIE,
  preferredLanguage,
  type Language,
} from "../../shared/core/languages";
import {
  PRERENDERED_ID,
  PRERENDERED_PAGE_ID,
  prerenderedJson,
  type Prerendered,
  type RenderPage,
} from "../../shared/prerendered";

// The renderer is web code, loaded by path so that the server's source imports none of the web's:
// the built server's bundle of it sits beside main.js (scripts/build-server.mjs); run from
// source (tests, `npm run dev`), the server loads the source.
const RENDERER = new URL(
  import.meta.url.endsWith(".js") ? "./render-page.js" : "../../web/prerender/render-page.tsx",
  import.meta.url,
).href;

const EVENT_PATH = /^\/event\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** Asks the app's own API, in-process. */
export type ApiRequest = (path: string, headers: Headers) => Promise<Response>;

export type PrerenderedPage = { html: string; setCookies: string[] };

/** Accept-Language's tags, most wanted first. */
export function acceptedLanguages(header: string | undefined) {
  return (header ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter(({ tag, q }) => tag && q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ tag }) => tag);
}

export function createPrerender(api: ApiRequest) {
  // The landing page of a visitor who is not signed in is the same for everyone who reads its
  // language: made once per language.
  const visitorLanding = new Map<Language, string>();

  async function signedIn(cookie: string) {
    const answer = await api("/api/auth/get-session", new Headers({ cookie }));
    const setCookies = answer.headers.getSetCookie();
    if (!answer.ok) return { me: null, setCookies };
    return { me: accountFromSession((await answer.json()) as AuthSession | null), setCookies };
  }

  /** `index` is the page's index.html (with its preloads); null when this path is not one we
   * prerender, or its data could not be had: the browser then does as it always did. */
  return async (c: Context, path: string, index: string): Promise<PrerenderedPage | null> => {
    const eventId = EVENT_PATH.exec(path)?.[1];
    if (path !== "/" && !eventId) return null;
    const cookie = c.req.header("cookie") ?? "";
    const chosen = getCookie(c, LANGUAGE_COOKIE);
    const deviceLanguage = isLanguage(chosen)
      ? chosen
      : preferredLanguage(acceptedLanguages(c.req.header("accept-language")));

    // Only a cookie can sign anyone in: without one, nobody is asked.
    const { me, setCookies } = cookie ? await signedIn(cookie) : { me: null, setCookies: [] };
    // A signed-in person's account language wins, as in the browser (language-select.tsx).
    const data: Prerendered = { language: me?.language ?? deviceLanguage, me };
    if (eventId) {
      if (!me) return null;
      const answer = await api(`/api/events/${eventId}`, new Headers({ cookie }));
      if (!answer.ok) return null;
      data.event = { id: eventId, page: (await answer.json()) as EventPage };
    }

    let body = me ? undefined : visitorLanding.get(data.language);
    if (body === undefined) {
      // Loaded on the first page asked for, not as the server starts: React's server renderer
      // and the pages are most of the server's code, and no API request needs them.
      const { renderPage } = (await import(RENDERER)) as { renderPage: RenderPage };
      const rendered = renderPage(path, data);
      if (rendered === null) return null;
      body = rendered;
      if (!me) visitorLanding.set(data.language, body);
    }
    // React writes a page's <title> where the component renders it (already escaped: no "<" in
    // its text, which may hold a line break); the head's is the one a browser uses.
    let title: string | undefined;
    body = body.replace(/<title>([^<]*)<\/title>/, (_, text: string) => {
      title = text;
      return "";
    });
    // What is made of the page or its data goes in as a function's answer, never as a
    // replacement string: replace() expands $&, $`, $' and $$ in a string, and both hold what
    // members typed (issue #33: a name "Tom $& Jerry" pasted the index's <div id="root"> into
    // the page and its data island, a title with $` the index's whole head).
    const html = index
      // The page's code is not needed for this paint: the HTML, CSS and images come first on a
      // slow connection. Only the small entry is asked for at once (at low priority); it asks
      // for the rest once the page has been painted (web/lib/prerendered.ts), instead of the
      // head preloading it beside the page.
      .replace(/<link rel="modulepreload"[^>]*>\s*/g, "")
      .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
      .replace(/<html lang="[^"]*"/, () => `<html lang="${data.language}"`)
      .replace(/<title>.*?<\/title>/, (head) => (title ? `<title>${title}</title>` : head))
      .replace(
        '<div id="root"></div>',
        // Beside the app's root, not in it: the app renders into its root and removes this once
        // its page is up, so nothing else shows in between. Until then the page is to be looked
        // at: its controls are disabled (a press would be lost), and styles.css keeps them
        // looking as they will.
        // `inert` too: keyboard focus cannot enter it (a link focused there would be lost as the
        // app's page replaces it), and nobody acts on a page about to be replaced.
        () =>
          `<div id="${PRERENDERED_PAGE_ID}" inert><fieldset disabled data-prerendered>${body}</fieldset></div>` +
          '<div id="root"></div>' +
          `<script type="application/json" id="${PRERENDERED_ID}">${prerenderedJson(data)}</script>`,
      );
    return { html, setCookies };
  };
}

export type Prerender = ReturnType<typeof createPrerender>;
