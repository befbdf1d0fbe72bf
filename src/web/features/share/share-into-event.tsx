import { useState } from "react";
import { RotateCw } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { errorMessage } from "../../lib/api";
import { ShareLinkForm } from "../links";
import { EventChoice } from "./event-choice";
import { NoOpenEvents } from "./no-open-events";
import type { SharedAddress } from "./shared-address";
import { useOpenEvents } from "./use-open-events";
import { t } from "i18next";

/**
 * Signed in: the share form, filled in with what was shared, with the person's open events to
 * choose from at its top (the most recent chosen to start with). Once shared, the event's page
 * opens, in place of this one: going back does not offer the same link again.
 */
export function ShareIntoEvent({
  shared,
  preferred,
}: {
  shared: SharedAddress;
  /** An event to choose to start with (one just joined), if it is open. */
  preferred: string | null;
}) {
  const events = useOpenEvents();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string | null>(preferred);

  if (events.isPending) return <Spinner text={t("events.mine.loading")} />;
  if (events.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="font-medium">{t("events.mine.failed")}</p>
        <p className="text-sm text-muted-foreground">
          {errorMessage(events.error, t("common.pleaseTryAgain"))}
        </p>
        <Button variant="outline" onClick={() => void events.refetch()}>
          <RotateCw aria-hidden />
          {t("common.tryAgain")}
        </Button>
      </div>
    );
  }
  const open = events.open ?? [];
  if (open.length === 0) return <NoOpenEvents shared={shared} onCreated={setChosen} />;

  // A choice that is no longer open (closed meanwhile, or left) falls back to the most recent.
  const eventId = open.some((event) => event.id === chosen) ? chosen! : open[0]!.id;
  return (
    <ShareLinkForm
      eventId={eventId}
      closed={false}
      // The server names an address already shared there ("Already shared by …"): the form
      // shows its words, so the chosen event's links need not be loaded here.
      links={[]}
      initial={shared}
      onShared={() => void navigate(`/event/${eventId}`, { replace: true })}
    >
      <EventChoice events={open} value={eventId} onChange={setChosen} />
    </ShareLinkForm>
  );
}
