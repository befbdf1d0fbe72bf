// A signed-in person's time zone, kept on their account (PATCH /api/me) the way their language
// is: emails write their times in it, as the page does (decision 220). The browser's own zone is
// sent whenever it differs from the account's, so a person who travels gets emails in the zone
// they last used Huddle in.
import { useEffect } from "react";
import type { Account } from "../../../shared/api";
import { call, huddle } from "../../lib/client";

/** The zone this browser runs in, as Intl names it ("Europe/Berlin"); undefined when unknown. */
export const browserTimeZone = (): string | undefined =>
  Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;

// What was sent for whom, so a page that remounts (a change of language) does not send it again
// before the account it holds has caught up.
const sent = new Map<string, string>();

export function useKeepTimeZone(user: Account | null | undefined) {
  const id = user?.id;
  const kept = user?.timeZone;
  useEffect(() => {
    if (!id) return;
    const zone = browserTimeZone();
    if (!zone || zone === kept || sent.get(id) === zone) return;
    sent.set(id, zone);
    // Not kept this time (offline, or a zone the server's Intl does not know): the next visit tries
    // again; nothing on the page depends on it.
    call(huddle.api.me.$patch({ json: { timeZone: zone } })).catch(() => sent.delete(id));
  }, [id, kept]);
}
