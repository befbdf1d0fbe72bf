import { UserRound } from "lucide-react";
import { Badge } from "../../components/ui/badge";
import { t } from "i18next";

/** Marks someone who takes part with a name only (no account). */
export function GuestBadge({ className }: { className?: string }) {
  return (
    <Badge variant="secondary" className={className}>
      <UserRound aria-hidden />
      {t("guests.badge")}
    </Badge>
  );
}
