// Invitations: the public preview behind a code, joining by it once signed in, and sending the
// invite link by email.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { InvitePreview } from "../../../shared/api";
import { normalizeCode } from "../../../shared/core/limits";
import { call, huddle } from "../../lib/client";
import { queryKeys } from "../../lib/query-keys";

/** Joining a group joins its open rounds too: both lists change. */
const joinGroup = (code: string) =>
  call(huddle.api.groups.join.$post({ json: { code: normalizeCode(code) } }));

/** `invitation`: an emailed link's secret, which names who sent it (decision 208). */
const fetchInvitePreview = (code: string, invitation: string | null) =>
  call(
    huddle.api.invite[":code"].$get({
      param: { code: encodeURIComponent(normalizeCode(code)) },
      query: invitation ? { invitation } : {},
    }),
  );

/** What the invitation is for: the title, description, deadline, who invited, and a closed
 * event's result. */
export function useInvitePreview(code: string, invitation: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.invite(code), invitation],
    queryFn: () => fetchInvitePreview(code, invitation),
    enabled,
    staleTime: 60_000,
  });
}

export type InviteOutcome =
  | { eventId: string; joined: boolean }
  /** A group's code (decision 226): its page opens. */
  | { groupId: string; joined: boolean }
  /** A closed event the person has not joined: its result is shown, and joining is asked. */
  | { closed: InvitePreview };

/**
 * Signed in: a member simply goes to the event (or the group, for a group's code); anyone else joins it, but a closed event only
 * when `joinClosed` (someone who arrived signed in sees its result first). Resolves with the
 * event's id and whether this joined it just now, or with the closed event's preview.
 */
export async function joinByInvite(
  code: string,
  invitation: string | null,
  joinClosed: boolean,
): Promise<InviteOutcome> {
  const preview = await fetchInvitePreview(code, invitation);
  if (preview.kind === "group") {
    if (preview.groupId) return { groupId: preview.groupId, joined: false };
    return { groupId: (await joinGroup(code)).id, joined: true };
  }
  if (preview.eventId) return { eventId: preview.eventId, joined: false };
  if (preview.status === "completed" && !joinClosed) return { closed: preview };
  const event = await call(huddle.api.events.join.$post({ json: { code: normalizeCode(code) } }));
  return { eventId: event.id, joined: true };
}

/** Any member sends the event's invite link to an address. */
export function useInviteByEmail(eventId: string) {
  return useMutation({
    mutationFn: (email: string) =>
      call(huddle.api.events[":id"].invitations.$post({ param: { id: eventId }, json: { email } })),
  });
}
