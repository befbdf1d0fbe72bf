import { CloudOff, LoaderCircle } from "lucide-react";
import { cn } from "../../lib/cn";
import { useOnline } from "../../lib/online";
import { t } from "i18next";

type SpinnerProps = {
  /** Shown under the spinner, e.g. "Loading events...". Without it, screen readers hear "Loading...". */
  text?: string;
  /** Fill the viewport height (route guard, first load), inside the page's `<main>`. */
  fullPage?: boolean;
  className?: string;
};

export function Spinner({ text, fullPage = false, className }: SpinnerProps) {
  const online = useOnline();
  // Filling the page, offline, its words are the page's heading (decision 223).
  const Heading = fullPage ? "h1" : "p";
  return (
    <div
      role="status"
      className={cn(
        "flex flex-col items-center justify-center gap-3 py-12 text-muted-foreground",
        fullPage && "min-h-dvh",
        className,
      )}
    >
      {online ? (
        <>
          <LoaderCircle aria-hidden className="size-8 animate-spin text-primary" />
          {text ? (
            <p className="text-sm">{text}</p>
          ) : (
            <span className="sr-only">{t("common.loading")}</span>
          )}
        </>
      ) : (
        // Offline, what is loading waits for the connection (lib/online.ts): say so rather
        // than spin. It loads by itself once the browser is back online.
        <>
          <CloudOff aria-hidden className="size-8 text-muted-foreground" />
          <Heading className="font-medium text-foreground">{t("ui.needsConnection")}</Heading>
          <p className="max-w-sm px-4 text-center text-sm">{t("ui.loadsWhenOnline")}</p>
        </>
      )}
    </div>
  );
}
