import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

const variants = {
  default: "border-transparent bg-primary text-primary-foreground",
  secondary: "border-transparent bg-muted text-slate-700",
  success: "border-transparent bg-success text-success-foreground",
  outline: "border-border bg-surface text-foreground",
} as const;

type BadgeVariant = keyof typeof variants;

type BadgeProps = ComponentProps<"span"> & { variant?: BadgeVariant };

export function Badge({ variant = "default", className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-medium",
        "[&_svg]:size-3.5 [&_svg]:shrink-0",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
