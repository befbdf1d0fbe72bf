import { LoaderCircle } from "lucide-react";
import { cn } from "../../lib/cn";

type SpinnerProps = {
  /** Shown under the spinner, e.g. "Loading events...". Without it, screen readers hear "Loading...". */
  text?: string;
  /** Fill the viewport height (route guard, first load). */
  fullPage?: boolean;
  className?: string;
};

export function Spinner({ text, fullPage = false, className }: SpinnerProps) {
  return (
    <div
      role="status"
      className={cn(
        "flex flex-col items-center justify-center gap-3 py-12 text-muted-foreground",
        fullPage && "min-h-dvh",
        className,
      )}
    >
      <LoaderCircle aria-hidden className="size-8 animate-spin text-primary" />
      {text ? <p className="text-sm">{text}</p> : <span className="sr-only">Loading...</span>}
    </div>
  );
}
