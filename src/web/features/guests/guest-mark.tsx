import { useIsGuest } from "./guest-members";
import { GuestBadge } from "./guest-badge";

/** The "Guest" badge after a person's name, when that person is a guest member. */
export function GuestMark({ id, className }: { id: string; className?: string }) {
  return useIsGuest(id) ? <GuestBadge className={className} /> : null;
}
