import { useParams } from "react-router";
import type { GroupPage } from "../../shared/api";
import { LoadFailed } from "../components/load-failed";
import { Spinner } from "../components/ui/spinner";
import { RequireAuth } from "../features/auth";
import { AppBar, isNotFound } from "../features/events";
import {
  CurrentRound,
  GroupHeader,
  GroupMembers,
  GroupNotFound,
  MostChosen,
  RoundTimeline,
  GroupDownloads,
  ScheduleCard,
  useGroupPage,
  useLiveGroup,
} from "../features/groups";
import { t } from "i18next";

function GroupRoute() {
  const { groupId = "" } = useParams();
  return (
    <RequireAuth>
      <AppBar />
      <main className="mx-auto w-full max-w-6xl px-4 pt-4 pb-16 sm:px-6 sm:pt-6">
        <GroupView id={groupId} />
      </main>
    </RequireAuth>
  );
}

function GroupView({ id }: { id: string }) {
  const query = useGroupPage(id);
  useLiveGroup(id, Boolean(query.data));

  // A 404 wins over data already shown: this person was removed, or the group deleted.
  if (isNotFound(query.error)) return <GroupNotFound />;
  if (query.data) return <GroupContent page={query.data} />;
  if (query.isError) {
    return (
      <LoadFailed
        pageTitle={t("groups.page.pageTitle")}
        heading={t("groups.page.loadFailed")}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <Spinner text={t("groups.page.loading")} className="py-24" />;
}

function GroupContent({ page }: { page: GroupPage }) {
  return (
    <div className="space-y-8">
      <title>{`${page.group.name} · Huddle`}</title>
      <GroupHeader group={page.group} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 content-start gap-8">
          <CurrentRound page={page} />
          <RoundTimeline timeline={page.timeline} groupName={page.group.name} />
          {page.timeline.length > 0 && <GroupDownloads groupId={page.group.id} />}
        </div>
        <div className="grid min-w-0 content-start gap-6">
          <GroupMembers page={page} />
          <MostChosen links={page.mostChosen} />
          <ScheduleCard group={page.group} />
        </div>
      </div>
    </div>
  );
}

export { GroupRoute as Component };
