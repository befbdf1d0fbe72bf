import type { ReactNode } from "react";
import { LogoPage } from "../../components/logo-page";
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
    <LogoPage className="px-4 py-10 sm:justify-center sm:py-16" glowHeight="h-80" logoGap="mb-8">
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
    </LogoPage>
  );
}
