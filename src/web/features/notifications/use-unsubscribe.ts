// The unsubscribe page's one request: POST /api/unsubscribe?token= with { subscribed }. Opening
// the page turns the kind off once (not twice under StrictMode's double effects); "Subscribe
// again" turns it back on. No sign-in: the signed token names the address and the kind.
import "../../lib/settings-words"; // this part's words (the first page's catalogue leaves them out)
import { useEffect, useRef, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import type { Subscription } from "../../../shared/api";
import { errorMessage } from "../../lib/api";
import { call, huddle } from "../../lib/client";
import { t } from "i18next";

export function useUnsubscribe(token: string) {
  // Kept apart from the mutation's own data, which empties while the next request is on its way.
  const [subscription, setSubscription] = useState<Subscription>();
  const change = useMutation({
    mutationFn: (subscribed: boolean) =>
      call(huddle.api.unsubscribe.$post({ query: { token }, json: { subscribed } })),
    onSuccess: setSubscription,
  });
  const { mutate } = change;
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    mutate(false);
  }, [token, mutate]);

  return {
    /** The kind, the address and whether it is on, once the first answer came. */
    subscription,
    /** Why the first request failed (a bad link, no connection); null otherwise. */
    failed: !subscription && change.isError ? change.error : null,
    pending: change.isPending,
    set: (subscribed: boolean) =>
      mutate(subscribed, {
        onError: (error) =>
          toast.error(
            subscribed ? t("notifications.subscribeFailed") : t("notifications.unsubscribeFailed"),
            {
              description: errorMessage(error, t("common.pleaseTryAgain")),
            },
          ),
      }),
  };
}
