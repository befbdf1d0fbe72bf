// Which of an event's people are guests, for the "Guest" badge beside a name wherever the page
// shows one (a link's "Shared by", a comment's author, the winner's sharer). Links and comments
// carry only a person's id and name; the page's member list says who is a guest. A guest who has
// left is no longer in it, so their old links and comments show the name alone.
import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Member } from "../../../shared/api";

const GuestIds = createContext<ReadonlySet<string>>(new Set());

export function GuestMembers({ members, children }: { members: Member[]; children: ReactNode }) {
  // Keyed by the ids, not the list: a live change to the members (or a new page object) that
  // leaves the guests as they were re-renders no card.
  const key = members
    .filter((member) => member.guest)
    .map((member) => member.id)
    .join(" ");
  const ids = useMemo(() => new Set(key ? key.split(" ") : []), [key]);
  return <GuestIds.Provider value={ids}>{children}</GuestIds.Provider>;
}

/** Whether the person with this id is a guest member of the event on screen. */
export function useIsGuest(id: string) {
  return useContext(GuestIds).has(id);
}
