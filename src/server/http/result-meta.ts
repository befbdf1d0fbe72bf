// Open Graph tags for shared results (fetchers run no script): no names, no ids.
import type { Context } from "hono";
import type { PublicResult } from "../../shared/api";
import { preferredLanguage } from "../../shared/core/languages";
import { mailT } from "../kernel/i18n";
import { escapeHtml } from "../mail/escape";
import { acceptedLanguages, type ApiRequest } from "./prerender";

const RESULT_PATH = /^\/results\/([\w-]{1,100})$/;

export function createResultMeta(api: ApiRequest, publicUrl: string) {
  /** The head tags for `path`'s page, or null when it is no result the API gives. */
  return async (c: Context, path: string) => {
    const token = RESULT_PATH.exec(path)?.[1];
    if (!token) return null;
    const answer = await api(`/api/results/${token}`, new Headers());
    if (!answer.ok) return null;
    const result = (await answer.json()) as PublicResult;
    const t = mailT(preferredLanguage(acceptedLanguages(c.req.header("accept-language"))));
    const title = result.title;
    const description =
      result.status === "active"
        ? t("publicResult.cardOpen")
        : result.winner
          ? t("publicResult.cardWinner", { title: result.winner.title })
          : t("publicResult.cardNoWinner");
    const tag = (kind: "property" | "name", key: string, value: string) =>
      `<meta ${kind}="${key}" content="${escapeHtml(value)}">`;
    // No robots tag: X-Robots-Tag and the page's own meta already say noindex.
    const tags = [
      tag("name", "description", description),
      tag("property", "og:type", "website"),
      tag("property", "og:site_name", "Huddle"),
      tag("property", "og:title", title),
      tag("property", "og:description", description),
      tag("property", "og:url", `${publicUrl}/results/${token}`),
      tag("name", "twitter:card", "summary"),
      tag("name", "twitter:title", title),
      tag("name", "twitter:description", description),
    ].join("");
    return { title: escapeHtml(t("results.pageTitleOf", { title })), tags };
  };
}

export type ResultMeta = ReturnType<typeof createResultMeta>;
