// The pieces a ranked link is shown with on the public result: its site, its score, its votes.
import { ExternalLink, ThumbsDown, ThumbsUp } from "lucide-react";
import type { RankedLink } from "../../../shared/api";
import type { VoteMethod } from "../../../shared/core/voting";
import { cn } from "../../lib/cn";
import { scoreText } from "../../lib/vote-counts";
import { t } from "i18next";

/** "example.com" from the address (the address itself when it will not parse). */
export function hostOf(url: string) {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

/** "+3", "0", "-2". */
export const signedScore = (score: number) => (score > 0 ? `+${score}` : String(score));

/** The title, opening the link in a new tab that cannot reach back to this page. */
export function LinkTitle({ link, className }: { link: RankedLink; className?: string }) {
  return (
    <a
      href={link.url}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        "rounded-sm underline-offset-2 [overflow-wrap:anywhere] hover:underline focus-visible:outline-2 focus-visible:outline-ring",
        className,
      )}
    >
      {/* Isolated from the icon after it (decision 223). */}
      <bdi>{link.title}</bdi>
      <ExternalLink aria-hidden className="ml-1 inline size-3.5 align-baseline opacity-70" />
      <span className="sr-only">{t("results.newTab")}</span>
    </a>
  );
}

function Score({ score, className }: { score: number; className?: string }) {
  return (
    <span
      className={cn(
        "font-semibold tabular-nums",
        score > 0 && "text-emerald-700",
        score < 0 && "text-rose-700",
        className,
      )}
    >
      <span className="sr-only">{t("publicResult.score")}</span>
      {signedScore(score)}
    </span>
  );
}

/** What a link scored, in its method's own words: "+2" in an up-and-down event (its votes are
 * shown beside it), "2 approvals" or "5 dots" otherwise, never a sign beside them. */
export function Tally({
  link,
  method,
  className,
}: {
  link: RankedLink;
  method: VoteMethod;
  className?: string;
}) {
  if (method === "upDown") return <Score score={link.score} className={className} />;
  return (
    <span className={cn("font-semibold text-slate-700 tabular-nums", className)}>
      {scoreText(method, link)}
    </span>
  );
}

/** "1 up  0 down", with thumbs, in an up-and-down event: `small` in the ranking's tight rows. */
export function Votes({ link, small = false }: { link: RankedLink; small?: boolean }) {
  const size = small ? "gap-2 text-xs" : "gap-3 text-sm";
  return (
    <span
      className={cn("inline-flex items-center text-slate-600 tabular-nums [&_svg]:size-3.5", size)}
    >
      <span className="inline-flex items-center gap-1">
        <ThumbsUp aria-hidden />
        {t("publicResult.upCount", { count: link.up })}
      </span>
      <span className="inline-flex items-center gap-1">
        <ThumbsDown aria-hidden />
        {t("publicResult.downCount", { count: link.down })}
      </span>
    </span>
  );
}
