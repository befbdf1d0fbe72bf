// Who has voted (GET /api/events/:id/turnout) and the creator's "Remind the others"
// (POST /api/events/:id/reminders).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../lib/api";
import { call, huddle } from "../../lib/client";
import { queryKeys } from "../../lib/query-keys";
import { t } from "i18next";

/** How often at most an open page asks again while votes keep coming: every member's page would
 * otherwise ask once per vote of anyone, which in a busy group is members × votes requests. */
const REFRESH_MS = 2000;

/** `value`, changing at most once per `ms`: the latest value once the wait is over. */
function useThrottled<T>(value: T, ms: number) {
  const [shown, setShown] = useState(value);
  const [since, setSince] = useState(() => Date.now());
  useEffect(() => {
    if (Object.is(value, shown)) return;
    const wait = Math.max(0, since + ms - Date.now());
    const timer = setTimeout(() => {
      setShown(value);
      setSince(Date.now());
    }, wait);
    return () => clearTimeout(timer);
  }, [value, shown, since, ms]);
  return shown;
}

/** Fetched again when the event's version moves (every vote does, live), at most every 2 s,
 * keeping the last answer on screen meanwhile. */
export function useTurnout(eventId: string, version: number) {
  const throttled = useThrottled(version, REFRESH_MS);
  return useQuery({
    queryKey: queryKeys.turnout(eventId, throttled),
    queryFn: () => call(huddle.api.events[":id"].turnout.$get({ param: { id: eventId } })),
    placeholderData: keepPreviousData,
  });
}

/** "Reminder sent to 3 members", "Reminder sent to 1 member". */
export function remindedMessage(reminded: number) {
  if (reminded === 0) return t("reminders.nobody");
  return t("reminders.sent", { count: reminded });
}

export function useRemind(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(huddle.api.events[":id"].reminders.$post({ param: { id: eventId } })),
    onSuccess: ({ reminded }) =>
      reminded === 0 ? toast.info(remindedMessage(0)) : toast.success(remindedMessage(reminded)),
    // 429 (too soon: the server says when) and 409 (everyone has voted) come with the words.
    onError: (error) => toast.error(errorMessage(error, t("reminders.failed"))),
    // Either way the next allowed time may have moved: the turnout says it.
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.turnout(eventId) }),
  });
}
