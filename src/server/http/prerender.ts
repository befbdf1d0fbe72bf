// Server-rendered first paint via our own API with the visitor's cookie: the API's rules.
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

// The renderer is web code, loaded by path so the server's source imports none of the web's.
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
  // A signed-out landing page is the same per language: made once each.
  const visitorLanding = new Map<Language, string>();

  async function signedIn(cookie: string) {
    const answer = await api("/api/auth/get-session", new Headers({ cookie }));
    const setCookies = answer.headers.getSetCookie();
    if (!answer.ok) return { me: null, setCookies };
    return { me: accountFromSession((await answer.json()) as AuthSession | null), setCookies };
  }

  /** `index` is index.html with preloads; null when not prerendered. */
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
      // Loaded on first use: the renderer is most of the server's code, unused by the API.
      const { renderPage } = (await import(RENDERER)) as { renderPage: RenderPage };
      const rendered = renderPage(path, data);
      if (rendered === null) return null;
      body = rendered;
      if (!me) visitorLanding.set(data.language, body);
    }
    // React renders <title> in place (escaped); the head's is the one browsers use.
    let title: string | undefined;
    body = body.replace(/<title>([^<]*)<\/title>/, (_, text: string) => {
      title = text;
      return "";
    });
    // A function, not a string: replace() expands $-patterns, and members typed this text.
    const html = index
      // Only the small entry now, at low priority, so HTML, CSS and images come first.
      .replace(/<link rel="modulepreload"[^>]*>\s*/g, "")
      .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
      .replace(/<html lang="[^"]*"/, () => `<html lang="${data.language}"`)
      .replace(/<title>.*?<\/title>/, (head) => (title ? `<title>${title}</title>` : head))
      .replace(
        '<div id="root"></div>',
        // Beside the root and `inert` until replaced: a press or focus would be lost.
        () =>
          `<div id="${PRERENDERED_PAGE_ID}" inert><fieldset disabled data-prerendered>${body}</fieldset></div>` +
          '<div id="root"></div>' +
          `<script type="application/json" id="${PRERENDERED_ID}">${prerenderedJson(data)}</script>`,
      );
    return { html, setCookies };
  };
}

export type Prerender = ReturnType<typeof createPrerender>;
