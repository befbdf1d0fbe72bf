import { useCallback, useEffect, useRef, useState } from "react";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { Clock } from "lucide-react";
import { cn } from "../../lib/cn";
import { formatFullDateTime, timeLeft } from "../../lib/dates";
import { lazyComponent } from "../../lib/lazy-component";
import { useCountdownNow } from "./use-now";
import { t } from "i18next";

const Tooltip = lazyComponent(() => import("./exact-time-tooltip").then((m) => m.ExactTimeTooltip));

/** "Closes in 3 hours", counting down by itself; "Closing now…" once the deadline has passed
 * and the event has not closed yet (the server's close arrives live within a moment). The exact
 * local time shows on hover, on keyboard focus and on a tap, and is part of its accessible name. */
export function ClosesIn({
  deadline,
  refresh,
  className,
}: {
  deadline: string;
  /** Fetched again a moment after the deadline: the closed event, where no live message comes
   * (the dashboard) or the stream is down. */
  refresh: QueryKey;
  className?: string;
}) {
  const until = Date.parse(deadline);
  const now = useCountdownNow(until);
  const left = timeLeft(until, now);
  usePassedRefresh(left === null, refresh);
  const text = left ? t("deadlines.closes", { left }) : t("deadlines.closingNow");
  const exact = formatFullDateTime(deadline);
  // Controlled so that a tap opens it too (a tooltip alone never shows on a touch screen); a tap
  // before the tooltip's code has come opens it when it comes.
  const [open, setOpen] = useState(false);
  const Loaded = Tooltip.useComponent();
  // The badge is a new element once the tooltip wraps it: focus the old one had goes to the new
  // one (the old one's ref is let go while it is still in the page, before the new one's is set).
  const badge = useRef<HTMLButtonElement | null>(null);
  const refocus = useRef(false);
  const badgeRef = useCallback((node: HTMLButtonElement | null) => {
    if (node === null) refocus.current = document.activeElement === badge.current;
    else if (refocus.current) {
      refocus.current = false;
      node.focus();
    }
    badge.current = node;
  }, []);

  const button = (
    <button
      ref={badgeRef}
      type="button"
      aria-label={`${text}, ${exact}`}
      onClick={(event) => {
        event.preventDefault();
        setOpen(true);
      }}
      className={cn(
        "inline-flex cursor-default items-center gap-1.5 whitespace-nowrap rounded-full border border-amber-200 bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
    >
      <Clock aria-hidden className="size-3.5 shrink-0" />
      <time dateTime={deadline}>{text}</time>
    </button>
  );
  if (!Loaded) return button;
  return (
    <Loaded exact={exact} open={open} onOpenChange={setOpen}>
      {button}
    </Loaded>
  );
}

/** Once `passed`, fetches `key` again after the server's scheduler has had time to close. */
function usePassedRefresh(passed: boolean, key: QueryKey) {
  const client = useQueryClient();
  const serialized = JSON.stringify(key);
  useEffect(() => {
    if (!passed) return;
    const timer = setTimeout(
      () => void client.invalidateQueries({ queryKey: JSON.parse(serialized) as QueryKey }),
      2000,
    );
    return () => clearTimeout(timer);
  }, [passed, serialized, client]);
}
