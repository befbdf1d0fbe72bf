import { Trophy } from "lucide-react";
import type { EventStatus } from "../../shared/api";
import { Badge } from "./ui/badge";
import { t } from "i18next";

/** Green while active; grey otherwise, with a trophy once completed (the winner is chosen). */
export function StatusBadge({ status, className }: { status: EventStatus; className?: string }) {
  return (
    <Badge variant={status === "active" ? "success" : "secondary"} className={className}>
      {status === "completed" && <Trophy aria-hidden />}
      <span className="capitalize">{t(`common.status.${status}`)}</span>
    </Badge>
  );
}
