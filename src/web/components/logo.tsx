import { useId } from "react";
import { cn } from "../lib/cn";

/** The Huddle mark (three heads around a smile) beside the product name; same drawing as the
 * favicon. `nameClassName`: e.g. to leave the name to screen readers where the row is full. */
export function Logo({
  className,
  showName = true,
  nameClassName,
}: {
  className?: string;
  showName?: boolean;
  nameClassName?: string;
}) {
  const gradient = useId();
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold tracking-tight", className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden focusable="false">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#4f46e5" />
            <stop offset="1" stopColor="#7c3aed" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill={`url(#${gradient})`} />
        <g fill="#fff">
          <circle cx="9.5" cy="13" r="3" />
          <circle cx="16" cy="10" r="3" />
          <circle cx="22.5" cy="13" r="3" />
        </g>
        <path
          d="M8.5 20.5q7.5 6 15 0"
          fill="none"
          stroke="#fff"
          strokeWidth="2.75"
          strokeLinecap="round"
        />
      </svg>
      {showName && <span className={cn("text-lg text-foreground", nameClassName)}>Huddle</span>}
    </span>
  );
}
