// Invitations: the public preview behind a code, joining by it once signed in, and sending the
// invite link by email.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { EventSummary, InvitationSent, InvitePreview } from "../../../shared/api";
import { normalizeCode } from "../../../shared/limits";
import { get, post } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";

const fetchInvitePreview = (code: string) =>
  get<InvitePreview>(`/api/invite/${encodeURIComponent(normalizeCode(code))}`);

/** For the signed-out prompt: the title and member count behind the code. */
export function useInvitePreview(code: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.invite(code),
    queryFn: () => fetchInvitePreview(code),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * Signed in: a member simply goes to the event; anyone else joins it. Resolves with the event's
 * id and whether this joined it just now.
 */
export async function joinByInvite(code: string): Promise<{ eventId: string; joined: boolean }> {
  const preview = await fetchInvitePreview(code);
  if (preview.eventId) return { eventId: preview.eventId, joined: false };
  const event = await post<EventSummary>("/api/events/join", { code: normalizeCode(code) });
  return { eventId: event.id, joined: true };
}

/** Any member sends the event's invite link to an address. */
export function useInviteByEmail(eventId: string) {
  return useMutation({
    mutationFn: (email: string) =>
      post<InvitationSent>(`/api/events/${eventId}/invitations`, { email }),
  });
}
