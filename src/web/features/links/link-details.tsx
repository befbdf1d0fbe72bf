// What every link shows, in both tabs: its preview's thumbnail and site name (when the server has
// fetched the page), title, what the page says of itself (rating, price, address, start),
// description (the sharer's, else the page's own), the URL (a new tab,
// never handing this page to the other site), who shared it and when, and in a round what the
// group remembers of it (link-memory.tsx). The thumbnail is Huddle's
// copy, served from this origin: a member's browser never asks the linked site for anything.
// Members' text on a line with other text is in a <bdi>, so a direction control inside it
// (stored before they were refused, decision 201) cannot reorder what is around it; the title
// and the description are paragraphs of their own.
import { ExternalLink } from "lucide-react";
import type { Link } from "../../../shared/api";
import { formatDateTime } from "../../lib/dates";
import { GuestMark } from "../guests";
import { LinkFacts } from "./link-facts";
import { LinkMemory } from "./link-memory";
import { PreviewThumbnail, SiteName } from "./preview-parts";
import { t } from "i18next";
import { Trans } from "react-i18next";

export function LinkDetails({ link, headingId }: { link: Link; headingId: string }) {
  const { preview } = link;
  const description = link.description || preview?.description;
  return (
    <div className="flex min-w-0 gap-3 sm:gap-4">
      {preview?.image && (
        <PreviewThumbnail src={preview.image} className="size-16 rounded-lg sm:size-24" />
      )}
      <div className="min-w-0 flex-1 space-y-1.5">
        {preview?.siteName && <SiteName name={preview.siteName} />}
        <h3
          id={headingId}
          className="text-base font-semibold leading-snug [overflow-wrap:anywhere]"
        >
          {link.title}
        </h3>
        {preview && <LinkFacts preview={preview} />}
        {description && (
          <p
            className={
              link.description
                ? "whitespace-pre-line text-sm text-slate-700 [overflow-wrap:anywhere]"
                : "line-clamp-3 text-sm text-slate-600 [overflow-wrap:anywhere]"
            }
          >
            {description}
          </p>
        )}
        <a
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          className="group inline-flex max-w-full items-start gap-1 text-sm font-medium text-primary underline-offset-2 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
        >
          {/* Wraps anywhere; a very long URL shows three lines, all of it on hover. */}
          <bdi title={link.url} className="line-clamp-3 min-w-0 break-all">
            {link.url}
          </bdi>
          <ExternalLink aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          <span className="sr-only">{t("links.newTab")}</span>
        </a>
        <p className="text-xs text-muted-foreground">
          <Trans
            i18nKey="links.sharedBy"
            values={{ name: link.sharedBy.name }}
            components={[<bdi className="font-medium text-slate-700" />]}
          />
          <GuestMark id={link.sharedBy.id} className="ml-1.5 align-middle" />
          <span aria-hidden> · </span>
          <time dateTime={link.createdAt}>{formatDateTime(link.createdAt)}</time>
        </p>
        <LinkMemory link={link} />
      </div>
    </div>
  );
}
