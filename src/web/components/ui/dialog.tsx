import { useRef, type ComponentProps, type ReactNode } from "react";
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
 * Closed, it gives focus back to whatever had it when it opened (decision 103): Radix alone
 * returns it only to a DialogTrigger, and many of ours open from state (Sign In, a menu item).
 * When that control is gone (closing the event swaps its button), the page decides.
 */
export function DialogContent({
  title,
  description,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px] motion-safe:data-[state=open]:animate-overlay-in" />
      <RadixDialog.Content
        className={cn(
          "fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-5",
          "max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-2xl border border-border bg-surface p-6 shadow-xl",
          "focus:outline-none motion-safe:data-[state=open]:animate-dialog-in",
          className,
        )}
        onOpenAutoFocus={(event) => {
          // Called before focus moves in: what has focus now opened the dialog.
          opener.current = document.activeElement as HTMLElement | null;
          onOpenAutoFocus?.(event);
        }}
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
