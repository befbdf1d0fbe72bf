import { UserRound } from "lucide-react";
import { Badge } from "../../components/ui/badge";

/** Marks someone who takes part with a name only (no account). */
export function GuestBadge({ className }: { className?: string }) {
  return (
    <Badge variant="secondary" className={className}>
      <UserRound aria-hidden />
      Guest
    </Badge>
  );
}
