import type { ComponentProps } from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "../../lib/cn";
import { fieldClass } from "./input";

/** The browser's own `<select>` (a phone shows its native picker; nothing to re-implement for
 * keyboards and screen readers), styled as our inputs. Tie it to a `<label>` as any field. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return (
    <div className={cn("relative", className)}>
      <select className={cn(fieldClass, "h-10 cursor-pointer appearance-none pr-9")} {...props} />
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
