import { RotateCw } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { errorMessage } from "../../lib/api";
import { useSession } from "../auth";
import { CreateGroupDialog } from "./create-group-dialog";
import { GroupCard } from "./group-card";
import { useMyGroups } from "./use-groups";
import { t } from "i18next";

/** The dashboard's "Groups" section: my groups (1, 2 or 3 columns), and "New Group" for an
 * account (a guest saves their account first, as for an event). */
export function MyGroups() {
  const groups = useMyGroups();
  const { user } = useSession();

  return (
    <section aria-labelledby="groups-heading" className="mt-10 border-t border-border pt-8">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="groups-heading" className="text-xl font-semibold tracking-tight">
            {t("groups.dashboard.heading")}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t("groups.dashboard.text")}</p>
        </div>
        {/* In a box of its own: the column would stretch the button across a phone. */}
        {user && !user.guest && (
          <div>
            <CreateGroupDialog />
          </div>
        )}
      </div>
      {groups.isPending ? (
        <Spinner text={t("groups.dashboard.loading")} />
      ) : groups.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
          <p className="font-medium">{t("groups.dashboard.failed")}</p>
          <p className="text-sm text-muted-foreground">
            {errorMessage(groups.error, t("common.pleaseTryAgain"))}
          </p>
          <Button variant="outline" onClick={() => void groups.refetch()}>
            <RotateCw aria-hidden />
            {t("common.tryAgain")}
          </Button>
        </div>
      ) : groups.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-surface px-6 py-8 text-center text-sm text-pretty text-muted-foreground">
          {t("groups.dashboard.empty")}
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {groups.data.map((group) => (
            <li key={group.id} className="min-w-0">
              <GroupCard group={group} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
