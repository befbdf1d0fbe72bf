import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** Shared by Input and Textarea. 16 px text on phones stops iOS from zooming on focus. */
export const fieldClass = cn(
  "w-full min-w-0 rounded-lg border border-input bg-surface px-3 text-base text-foreground shadow-xs sm:text-sm",
  "placeholder:text-slate-500 transition-colors",
  // :focus, not :focus-visible: a text field shows focus-visible either way, but a date field's
  // focus sits in its inner parts, where its own :focus-visible never matches (decision 223).
  "focus:border-ring focus:outline-2 focus:outline-offset-0 focus:outline-ring/40",
  "disabled:cursor-not-allowed disabled:opacity-50",
  "aria-invalid:border-destructive aria-invalid:focus:outline-destructive/30",
);

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(fieldClass, "h-10", className)} {...props} />;
}
