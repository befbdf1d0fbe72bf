import { CalendarPlus, RotateCw } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { errorMessage } from "../../lib/api";
import { CreateEventDialog } from "./create-event-dialog";
import { EventCard } from "./event-card";
import { JoinEventDialog } from "./join-event-dialog";
import { useMyEvents } from "./use-events";
import { useSession } from "../auth";
import { SaveAccountButton } from "../guests";
import { t } from "i18next";

/** The dashboard's body: loading, the empty state, or the grid of my events (1, 2 or 3 columns). */
export function MyEvents() {
  const events = useMyEvents();
  const { user } = useSession();

  if (events.isPending) return <Spinner text={t("events.mine.loading")} />;
  if (events.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
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
  if (events.data.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-surface px-6 py-14 text-center sm:py-20">
        <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
          <CalendarPlus aria-hidden className="size-7" />
        </span>
        <h2 className="mt-4 text-xl font-semibold tracking-tight">{t("events.mine.empty")}</h2>
        <p className="mt-2 max-w-sm text-pretty text-muted-foreground">
          {t("events.mine.emptyText")}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          {user?.guest ? (
            <SaveAccountButton user={user} size="md" label={t("dashboard.guestCreate")} />
          ) : (
            <CreateEventDialog />
          )}
          <JoinEventDialog />
        </div>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {events.data.map((event) => (
        <li key={event.id} className="min-w-0">
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}
