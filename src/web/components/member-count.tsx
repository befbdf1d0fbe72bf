import { Users } from "lucide-react";
import { memberCount } from "../lib/counts";

/** "3 members" after the people icon, as the dashboard card, the event header and the invitation
 * show it. */
export function MemberCount({
  count,
  as: Tag = "span",
  className = "inline-flex items-center gap-1.5",
  iconClassName = "size-4 text-slate-500",
}: {
  count: number;
  as?: "p" | "span";
  className?: string;
  iconClassName?: string;
}) {
  return (
    <Tag className={className}>
      <Users aria-hidden className={iconClassName} />
      {memberCount(count)}
    </Tag>
  );
}
