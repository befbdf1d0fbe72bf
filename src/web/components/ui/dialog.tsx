import { useCallback, useRef, type ComponentProps, type ReactNode } from "react";
import { Dialog as RadixDialog } from "radix-ui";
import { X } from "lucide-react";
import { cn } from "../../lib/cn";
import { t } from "i18next";

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export type DialogContentProps = Omit<ComponentProps<typeof RadixDialog.Content>, "title"> & {
  /** Rendered as the dialog's accessible name. Omit only if you render a DialogTitle yourself. */
  title?: ReactNode;
  description?: ReactNode;
};

/**
 * The modal panel: overlay, focus trap, Escape to close, and a close button labelled "Close".
 * Closed, it gives focus back to whatever had it when it opened (decision 223): Radix alone
 * returns it only to a DialogTrigger, and many of ours open from state (Sign In, a menu item,
 * whose menu's button then has it). When that control is gone (closing the event swaps its
 * button), the page decides.
 */
export function DialogContent({
  title,
  description,
  className,
  children,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const opener = useRef<HTMLElement | null>(null);
  // Called once as the panel mounts, before Radix moves focus in: what has focus opened it.
  const remember = useCallback((panel: HTMLElement | null) => {
    if (panel) opener.current = openerOf(panel);
  }, []);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px] motion-safe:data-[state=open]:animate-overlay-in" />
      <RadixDialog.Content
        className={cn(
          // One column that may be narrower than its widest word, and less padding on a phone:
          // at 320 px a nowrap button ("Continue with Google") pushed the column past the
          // dialog, which then scrolled sideways (issue #34).
          "fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 grid-cols-1 gap-5",
          "max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-2xl border border-border bg-surface p-5 shadow-xl sm:p-6",
          "focus:outline-none motion-safe:data-[state=open]:animate-dialog-in",
          className,
        )}
        ref={remember}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          const back = opener.current;
          if (back?.isConnected && back !== document.body) {
            event.preventDefault();
            back.focus();
          }
        }}
        {...props}
      >
        {title !== undefined && (
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {description !== undefined && <DialogDescription>{description}</DialogDescription>}
          </DialogHeader>
        )}
        {children}
        <RadixDialog.Close
          aria-label={t("ui.close")}
          className="absolute right-3 top-3 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X className="size-4" aria-hidden />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** The control to return to: a menu's item is gone once the menu closes, so its menu's button. */
function returnPoint(element: Element): HTMLElement {
  const menu = element.closest('[role="menu"]');
  const button = menu && document.getElementById(menu.getAttribute("aria-labelledby") ?? "");
  return button ?? (element as HTMLElement);
}

// The last two places focus went, as return points: what opened a dialog may have lost focus
// before the dialog mounted (a menu item goes with its menu), or handed it to a field inside
// (autoFocus) before the dialog could look.
let focused: HTMLElement | null = null;
let focusedBefore: HTMLElement | null = null;
if (typeof document !== "undefined") {
  document.addEventListener("focusin", (event) => {
    if (!(event.target instanceof Element)) return;
    focusedBefore = focused;
    focused = returnPoint(event.target);
  });
}

function openerOf(panel: HTMLElement): HTMLElement | null {
  const active = document.activeElement;
  if (active && panel.contains(active)) return focusedBefore;
  if (active && active !== document.body) return returnPoint(active);
  return focused;
}

function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 pr-8", className)} {...props} />;
}

function DialogTitle({ className, ...props }: ComponentProps<typeof RadixDialog.Title>) {
  return (
    <RadixDialog.Title
      className={cn("text-lg font-semibold leading-snug tracking-tight", className)}
      {...props}
    />
  );
}

function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof RadixDialog.Description>) {
  return (
    <RadixDialog.Description
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}
