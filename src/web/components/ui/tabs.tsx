import type { ComponentProps } from "react";
import { Tabs as RadixTabs } from "radix-ui";
import { cn } from "../../lib/cn";

export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn("flex w-full items-stretch gap-1 rounded-xl bg-muted p-1", className)}
      {...props}
    />
  );
}

/** Triggers share the row by their labels' widths; a long label wraps rather than overflowing
 * at 320 px. Below 640 px the icons go, so the event page's three labels fit one line at 390 px
 * in both languages (issue #34). */
export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        "inline-flex min-h-9 min-w-0 flex-auto items-center justify-center gap-1.5 rounded-lg px-2 py-1.5",
        "text-center text-sm font-medium leading-tight text-muted-foreground transition-colors",
        "hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
        "data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        "[&_svg]:size-4 [&_svg]:shrink-0 max-sm:[&_svg]:hidden",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return (
    <RadixTabs.Content
      className={cn(
        "mt-4 rounded-lg focus-visible:outline-2 focus-visible:outline-ring",
        className,
      )}
      {...props}
    />
  );
}
