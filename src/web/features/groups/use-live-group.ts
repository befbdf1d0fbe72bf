// Keeps the group page current while it is open: the group's stream (GET
// /api/groups/:groupId/live) says when something changed (`group.changed`, with the group's new
// version), and the page is fetched again. It reconnects as the event page's stream does (1 s,
// doubling, at most 10 s, and at once when the browser is back online); on connecting, a
// version other than the one shown means something was missed meanwhile.
import { useEffect } from "react";
import { onlineManager, useQueryClient } from "@tanstack/react-query";
import type { GroupPage } from "../../../shared/api";
import { huddle } from "../../lib/client";
import { queryKeys } from "../../lib/query-keys";
import { readEventStream } from "../live";

export function useLiveGroup(groupId: string, enabled: boolean) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled) return;
    const key = queryKeys.group(groupId);
    const controller = new AbortController();
    let attempt = 0;
    let wake: (() => void) | undefined;
    const stopWatching = onlineManager.subscribe((online) => {
      if (online) wake?.();
    });
    const refetch = () => void queryClient.invalidateQueries({ queryKey: key, exact: true });

    const onData = (data: string) => {
      let message: { type?: string; version?: number };
      try {
        message = JSON.parse(data) as typeof message;
      } catch {
        return refetch();
      }
      const shown = queryClient.getQueryData<GroupPage>(key)?.group.version;
      if (message.version === undefined || message.version !== shown) refetch();
    };

    void (async () => {
      while (!controller.signal.aborted) {
        const end = await readEventStream(
          huddle.api.groups[":groupId"].live.$path({ param: { groupId } }),
          controller.signal,
          onData,
          () => (attempt = 0),
        );
        if (controller.signal.aborted) return;
        // Refused for good (removed, deleted, signed out): the refetch shows why.
        if ("status" in end && (end.status === 404 || end.status === 401)) return refetch();
        const delay = Math.min(1000 * 2 ** attempt, 10_000);
        attempt++;
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, delay);
        });
      }
    })();

    return () => {
      controller.abort();
      stopWatching();
    };
  }, [groupId, enabled, queryClient]);
}
