// The look of Huddle's drop-down menus (Radix DropdownMenu): the floating panel and its items.
import type { ReactNode } from "react";
import { DropdownMenu } from "radix-ui";

export const menuItemClass =
  "flex cursor-pointer select-none items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none data-[highlighted]:bg-muted [&_svg]:size-4 [&_svg]:shrink-0";

/** The panel under a menu's trigger, aligned to its right edge. No portal: drawn beside its
 * trigger, it stays within the trigger's landmark (axe's "region" rule, decision 223). */
export function MenuContent({ children }: { children: ReactNode }) {
  return (
    <DropdownMenu.Content
      align="end"
      sideOffset={6}
      className="z-50 min-w-52 rounded-xl border border-border bg-surface p-1 shadow-lg motion-safe:data-[state=open]:animate-dialog-in"
    >
      {children}
    </DropdownMenu.Content>
  );
}
