// Closing (records the winner) and reopening, for the creator's Event Controls.
import { call, huddle } from "../../lib/client";
import { withClosure } from "../../lib/event-page-changes";
import { usePageChange } from "../../lib/event-page-updates";
import { t } from "i18next";

export function useClosing(eventId: string, action: "close" | "reopen") {
  return usePageChange(eventId, {
    send: () => call(huddle.api.events[":id"][action].$post({ param: { id: eventId } })),
    apply: withClosure,
    success: (closure) =>
      action === "close"
        ? [
            t("closing.closed"),
            closure.winnerLinkId ? t("closing.winnerRecorded") : t("closing.noWinner"),
          ]
        : [t("closing.reopened"), t("closing.reopenedText")],
    failure: action === "close" ? t("closing.closeFailed") : t("closing.reopenFailed"),
  });
}
