// The exact closing time over the "Closes in …" badge (closes-in.tsx): Radix's tooltip, in its
// own chunk, fetched as the badge first shows. No page needs it for its first paint, and it was
// about 3.5 KB of the event page's and the dashboard's first download (decision 222).
import type { ReactElement } from "react";
import { Tooltip } from "radix-ui";

export function ExactTimeTooltip({
  exact,
  open,
  onOpenChange,
  children,
}: {
  exact: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The badge: a button, which the tooltip's trigger becomes. */
  children: ReactElement;
}) {
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root open={open} onOpenChange={onOpenChange}>
        <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="bottom"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-w-[calc(100vw-1rem)] rounded-md bg-slate-900 px-2.5 py-1.5 text-xs text-white shadow-md motion-safe:data-[state=delayed-open]:animate-dialog-in"
          >
            {exact}
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
