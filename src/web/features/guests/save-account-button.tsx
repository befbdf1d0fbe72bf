// "Save your account": a guest signs up (or signs in to an account they have) and keeps all they
// did; the server moves it over (features/guests/merge.ts).
import { useState } from "react";
import { useLocation } from "react-router";
import { ShieldCheck } from "lucide-react";
import type { Me } from "../../../shared/api";
import { Button, type ButtonVariant } from "../../components/ui/button";
import { LazySignInDialog, preloadSignInDialog } from "../auth";
import { t } from "i18next";

export function SaveAccountButton({
  user,
  variant = "default",
  size = "sm",
  label,
  compact = false,
  className,
}: {
  user: Me;
  variant?: ButtonVariant;
  size?: "sm" | "md" | "lg";
  label?: string;
  /** Below 640 px it says only "Save" (its accessible name stays whole). */
  compact?: boolean;
  /** Layout classes (button.tsx's `cn` has no conflict resolution). */
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  // With its query: the share page (decision 221) keeps the shared address there.
  const { pathname, search } = useLocation();
  const here = pathname + search;
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadSignInDialog}
        onFocus={preloadSignInDialog}
      >
        <ShieldCheck aria-hidden />
        {compact ? (
          <>
            <span aria-hidden className="sm:hidden">
              {t("guests.saveShort")}
            </span>
            <span className="sr-only sm:not-sr-only">{label ?? t("guests.save")}</span>
          </>
        ) : (
          (label ?? t("guests.save"))
        )}
      </Button>
      <LazySignInDialog
        open={open}
        onOpenChange={setOpen}
        returnTo={here}
        afterGoogle={here}
        guestName={user.name}
      />
    </>
  );
}
