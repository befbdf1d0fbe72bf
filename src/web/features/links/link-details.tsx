// What every link shows, in both tabs: title, description, the URL (a new tab, never handing
// this page to the other site), who shared it and when.
import { ExternalLink } from "lucide-react";
import type { Link } from "../../../shared/api";
import { formatDateTime } from "../../lib/dates";

export function LinkDetails({ link, headingId }: { link: Link; headingId: string }) {
  return (
    <div className="min-w-0 space-y-1.5">
      <h3 id={headingId} className="text-base font-semibold leading-snug [overflow-wrap:anywhere]">
        {link.title}
      </h3>
      {link.description && (
        <p className="whitespace-pre-line text-sm text-slate-700 [overflow-wrap:anywhere]">
          {link.description}
        </p>
      )}
      <a
        href={link.url}
        target="_blank"
        rel="noopener noreferrer"
        className="group inline-flex max-w-full items-start gap-1 text-sm font-medium text-primary underline-offset-2 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
      >
        {/* Wraps anywhere; a very long URL shows three lines, all of it on hover. */}
        <span title={link.url} className="line-clamp-3 min-w-0 break-all">
          {link.url}
        </span>
        <ExternalLink aria-hidden className="mt-0.5 size-3.5 shrink-0" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
      <p className="text-xs text-muted-foreground">
        Shared by <span className="font-medium text-slate-700">{link.sharedBy.name}</span>
        <span aria-hidden> · </span>
        <time dateTime={link.createdAt}>{formatDateTime(link.createdAt)}</time>
      </p>
    </div>
  );
}
