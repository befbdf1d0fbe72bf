// The person's calendar feed address (GET, POST for a new one, DELETE to turn it off).
import "../../lib/settings-words"; // this part's words (the first page's catalogue leaves them out)
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { errorMessage } from "../../lib/api";
import { call, huddle } from "../../lib/client";
import { t } from "i18next";

// Only this feature reads or changes it, so the key lives here.
const calendarFeedKey = ["calendar-feed"] as const;
const feed = huddle.api.me["calendar-feed"];

export function useCalendarFeed() {
  return useQuery({ queryKey: calendarFeedKey, queryFn: () => call(feed.$get()) });
}

export type FeedChange = "make" | "renew" | "off";

export function useChangeCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: FeedChange) => call(change === "off" ? feed.$delete() : feed.$post()),
    onSuccess: (answer, change) => {
      client.setQueryData(calendarFeedKey, answer);
      toast.success(
        change === "make"
          ? t("calendar.feed.made")
          : change === "renew"
            ? t("calendar.feed.renewed")
            : t("calendar.feed.turnedOff"),
      );
    },
    onError: (error) =>
      toast.error(t("common.error"), {
        description: errorMessage(error, t("calendar.feed.failed")),
      }),
  });
}
