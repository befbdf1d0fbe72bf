// The "Manage" drop-down of an event's creator and of a group's admins: a button with a cog, and
// the menu's items under it.
import type { ReactNode } from "react";
import { DropdownMenu } from "radix-ui";
import { ChevronDown, Settings2 } from "lucide-react";
import { Button } from "./ui/button";
import { MenuContent, menuItemClass } from "./ui/menu";
import { cn } from "../lib/cn";

type Props = { label: string; onOpenChange?: (open: boolean) => void; children: ReactNode };

export function ManageMenu({ label, onOpenChange, children }: Props) {
  return (
    // Not modal: a modal menu handing focus to a dialog can leave the page unclickable.
    <DropdownMenu.Root modal={false} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline">
          <Settings2 aria-hidden />
          {label}
          <ChevronDown aria-hidden className="-mr-1 text-muted-foreground" />
        </Button>
      </DropdownMenu.Trigger>
      <MenuContent>{children}</MenuContent>
    </DropdownMenu.Root>
  );
}

type ItemProps = {
  icon: ReactNode;
  onSelect: () => void;
  /** What cannot be undone (delete) is red, after a separator. */
  danger?: boolean;
  children: ReactNode;
};

export function ManageMenuItem({ icon, onSelect, danger, children }: ItemProps) {
  const item = (
    <DropdownMenu.Item
      className={cn(menuItemClass, danger && "text-red-700 data-[highlighted]:bg-red-50")}
      onSelect={onSelect}
    >
      {icon}
      {children}
    </DropdownMenu.Item>
  );
  if (!danger) return item;
  return (
    <>
      <DropdownMenu.Separator className="my-1 h-px bg-border" />
      {item}
    </>
  );
}
