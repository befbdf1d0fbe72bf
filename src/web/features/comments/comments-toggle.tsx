// The link card's "Comments" button with the link's count (from the event page: the thread
// itself is read only when opened).
import { MessageSquare } from "lucide-react";
import type { Link } from "../../../shared/api";
import { Button } from "../../components/ui/button";
import { t } from "i18next";

export function CommentsToggle({
  link,
  open,
  controls,
  onToggle,
}: {
  link: Link;
  open: boolean;
  /** The id of the thread it shows and hides. */
  controls: string;
  onToggle: () => void;
}) {
  const count = link.cc ?? 0;
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-expanded={open}
      aria-controls={controls}
      // "Comments 2 on Trattoria": the visible words first (WCAG 2.5.3, label in name), then
      // which link, as the vote buttons name theirs.
      aria-label={t("comments.toggleLabel", { title: link.title, number: count })}
      onClick={onToggle}
      data-comment-count={count}
    >
      <MessageSquare aria-hidden />
      {/* A space between the words, not only the gap: without it the text is "Comments2". */}
      {t("comments.toggle")}{" "}
      <span className="min-w-5 rounded-full bg-muted px-1.5 text-xs tabular-nums text-slate-700">
        {count}
      </span>
    </Button>
  );
}
