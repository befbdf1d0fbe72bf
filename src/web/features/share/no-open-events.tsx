import { CalendarPlus } from "lucide-react";
import { useSession } from "../auth";
import { CreateEventDialog, JoinEventDialog } from "../events";
import { SaveAccountButton } from "../guests";
import { SharedAddressBox } from "./shared-address-box";
import type { SharedAddress } from "./shared-address";
import { t } from "i18next";

/** No open event to share into: the address stays on the page while the person creates an event
 * (which is then chosen) or joins one by its code (which then shows in the list). A guest cannot
 * create events, so saving the account is offered instead, as on the dashboard. */
export function NoOpenEvents({
  shared,
  onCreated,
}: {
  shared: SharedAddress;
  onCreated: (eventId: string) => void;
}) {
  const { user } = useSession();
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-surface px-6 py-10 text-center sm:py-14">
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
        <CalendarPlus aria-hidden className="size-7" />
      </span>
      <h2 className="mt-4 text-xl font-semibold tracking-tight">{t("share.empty")}</h2>
      <p className="mt-2 max-w-sm text-pretty text-muted-foreground">{t("share.emptyText")}</p>
      {shared.url && <SharedAddressBox shared={shared} className="mt-5 w-full max-w-md" />}
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        {user?.guest ? (
          <SaveAccountButton user={user} size="md" label={t("dashboard.guestCreate")} />
        ) : (
          <CreateEventDialog onCreated={(event) => onCreated(event.id)} />
        )}
        <JoinEventDialog />
      </div>
    </div>
  );
}
