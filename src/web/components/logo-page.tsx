import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "../lib/cn";
import { Logo } from "./logo";

/** A page of its own, without the app bar (an invitation, an emailed link, a wrong address): a
 * soft glow along the top, and the logo, which leads home. */
export function LogoPage({
  className,
  glowHeight,
  logoGap,
  children,
}: {
  /** Added to the column's classes: padding, alignment. */
  className: string;
  glowHeight: "h-72" | "h-80";
  logoGap: "mb-8" | "mb-10";
  children: ReactNode;
}) {
  return (
    <main className={cn("relative flex min-h-dvh flex-col items-center", className)}>
      <div
        aria-hidden
        className={cn(
          "pointer-events-none absolute inset-x-0 top-0 -z-10",
          glowHeight,
          "bg-gradient-to-b from-indigo-100/70 to-transparent",
        )}
      />
      <Link
        to="/"
        className={cn(logoGap, "rounded-lg focus-visible:outline-2 focus-visible:outline-ring")}
      >
        <Logo />
      </Link>
      {children}
    </main>
  );
}
