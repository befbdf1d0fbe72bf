import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "../../components/logo";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";

const tones = {
  primary: "bg-secondary text-secondary-foreground",
  success: "bg-success text-success-foreground",
  warning: "bg-amber-100 text-amber-800",
} as const;

/** The frame of the pages an emailed link opens: the logo home, one card, a heading. */
export function AuthPageShell({
  icon,
  tone = "primary",
  title,
  children,
}: {
  icon: ReactNode;
  tone?: keyof typeof tones;
  title: string;
  children: ReactNode;
}) {
  return (
    <main className="relative flex min-h-dvh flex-col items-center px-4 py-10 sm:justify-center sm:py-16">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-80 bg-gradient-to-b from-indigo-100/70 to-transparent"
      />
      <Link to="/" className="mb-8 rounded-lg focus-visible:outline-2 focus-visible:outline-ring">
        <Logo />
      </Link>
      <Card className="w-full max-w-md p-6 sm:p-8">
        <span
          className={cn(
            "inline-flex size-12 items-center justify-center rounded-full [&_svg]:size-6",
            tones[tone],
          )}
        >
          {icon}
        </span>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight text-balance">{title}</h1>
        <div className="mt-3">{children}</div>
      </Card>
    </main>
  );
}
