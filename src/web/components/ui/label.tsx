import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** A plain `<label>`: tie it to its field with `htmlFor`. */
export function Label({ className, ...props }: ComponentProps<"label">) {
  return (
    <label
      className={cn("text-sm font-medium leading-none text-foreground", className)}
      {...props}
    />
  );
}
