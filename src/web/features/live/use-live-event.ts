// Keeps one live stream open per tab while an event page is open, and applies each message to
// the cached page, so every member sees changes without reloading. The stream reconnects by
// itself (1 s, doubling, at most 10 s, and at once when the browser comes back online);
// `reconnecting` turns true after 3 s without it. `announcement` is what the changes from others
// did to scores and the winner, for the page's live region.
import { useEffect, useState } from "react";
import { onlineManager, useQueryClient } from "@tanstack/react-query";
import type { EventPage } from "../../../shared/api";
import type { LiveMessage } from "../../../shared/live";
import { huddle } from "../../lib/client";
import { queryKeys } from "../../lib/query-keys";
import { liveAnnouncement } from "./announcement";
import { applyLiveMessage } from "./apply-message";
import { applyToThreads, refetchThreads } from "../comments";
import { useAnnouncement } from "./live-announcer";
import { readEventStream } from "./sse";

const SHOW_RECONNECTING_AFTER_MS = 3000;

export function useLiveEvent(eventId: string, myId: string | undefined) {
  const queryClient = useQueryClient();
  const [reconnecting, setReconnecting] = useState(false);
  const { announcement, announce } = useAnnouncement();

  useEffect(() => {
    if (!myId) return;
    const key = queryKeys.event(eventId);
    const controller = new AbortController();
    let downTimer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let wake: (() => void) | undefined;
    const stopWatching = onlineManager.subscribe((online) => {
      if (online) wake?.();
    });

    const refetch = () => {
      // Until the page arrives, whatever it answers is newer than what is shown, and every
      // message meanwhile asks again: after a member stops seeing results their versions count
      // fewer changes than the page shown (decision 210), and none of them may be dropped as old.
      queryClient.setQueryData<EventPage>(key, (page) =>
        page ? { ...page, event: { ...page.event, version: 0 } } : page,
      );
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
      refetchThreads(queryClient, eventId);
    };
    const onData = (data: string) => {
      let message: LiveMessage | { type: "ready"; version: number };
      try {
        message = JSON.parse(data) as typeof message;
      } catch {
        return refetch();
      }
      const page = queryClient.getQueryData<EventPage>(key);
      if (!page) return;
      if (message.type === "ready") {
        // Connected (or back): anything missed meanwhile shows as a different version.
        if (message.version !== page.event.version) refetch();
        return;
      }
      applyToThreads(queryClient, eventId, message);
      const outcome = applyLiveMessage(page, message, myId);
      if (outcome === "stale") return;
      if (outcome === "refetch" || outcome === "gone") return refetch();
      queryClient.setQueryData(key, outcome.page);
      const said = liveAnnouncement(page, outcome.page, message, myId);
      if (said) announce(said);
    };
    const onOpen = () => {
      attempt = 0;
      clearTimeout(downTimer);
      downTimer = undefined;
      setReconnecting(false);
    };

    void (async () => {
      while (!controller.signal.aborted) {
        const end = await readEventStream(
          huddle.api.events[":id"].live.$path({ param: { id: eventId } }),
          controller.signal,
          onData,
          onOpen,
        );
        if (controller.signal.aborted) return;
        // Refused for good: the event is gone for us (404) or we are signed out (401). The page
        // refetch shows why ("Event Not Found", or the guard's redirect).
        if ("status" in end && (end.status === 404 || end.status === 401)) return refetch();
        downTimer ??= setTimeout(() => setReconnecting(true), SHOW_RECONNECTING_AFTER_MS);
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
      clearTimeout(downTimer);
    };
  }, [eventId, myId, queryClient, announce]);

  return { reconnecting, announcement };
}
