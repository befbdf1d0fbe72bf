// The button that opens a form dialog (FormDialog's trigger), kept apart from the dialog so a
// page can show it before the dialog's code has arrived (features/events/lazy-join-event-dialog).
import type { ComponentProps } from "react";
import type { LucideIcon } from "lucide-react";
import { Button, type ButtonVariant } from "./ui/button";

export function DialogButton({
  name,
  icon: Icon,
  variant,
  iconOnlyOnPhones = false,
  ...props
}: Omit<ComponentProps<"button">, "name"> & {
  name: string;
  icon: LucideIcon;
  variant?: ButtonVariant;
  /** Below 640 px the button shows its icon only (its accessible name stays whole). */
  iconOnlyOnPhones?: boolean;
}) {
  return (
    <Button variant={variant} {...props}>
      <Icon aria-hidden />
      {iconOnlyOnPhones ? <span className="sr-only sm:not-sr-only">{name}</span> : name}
    </Button>
  );
}
