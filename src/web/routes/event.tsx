import { Link2, ListChecks, Users } from "lucide-react";
import { useParams, useSearchParams } from "react-router";
import type { EventPage } from "../../shared/api";
import { LoadFailed } from "../components/load-failed";
import { Spinner } from "../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs";
import { RequireAuth, useSession } from "../features/auth";
import {
  AppBar,
  EventHeader,
  EventNotFound,
  EventSignIn,
  isNotFound,
  useEventPage,
} from "../features/events";
import { GuestMembers } from "../features/guests";
import { SharedLinksTab } from "../features/links";
import { LiveAnnouncer, ReconnectingIndicator, useLiveEvent } from "../features/live";
import { MembersTab } from "../features/members";
import { ShortlistTab } from "../features/votes";
import { ResultView } from "../features/results";
import { WinnerStrip } from "../features/winner";
import { t } from "i18next";

function EventRoute() {
  const { id = "" } = useParams();
  return (
    <RequireAuth signedOut={<EventSignIn />}>
      <AppBar />
      <main className="mx-auto w-full max-w-6xl px-4 pt-4 pb-16 sm:px-6 sm:pt-6">
        <EventView id={id} />
      </main>
    </RequireAuth>
  );
}

function EventView({ id }: { id: string }) {
  const query = useEventPage(id);
  const { user } = useSession();
  const { reconnecting, announcement } = useLiveEvent(id, query.data ? user?.id : undefined);

  // A 404 wins over data already shown: it means this person was removed or the event deleted.
  if (isNotFound(query.error)) return <EventNotFound />;
  if (query.data) {
    return (
      <>
        <GuestMembers members={query.data.members}>
          <EventContent page={query.data} />
        </GuestMembers>
        <ReconnectingIndicator show={reconnecting} />
        <LiveAnnouncer announcement={announcement} />
      </>
    );
  }
  if (query.isError) {
    return (
      <LoadFailed
        pageTitle={t("event.pageTitle")}
        heading={t("event.loadFailed")}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <Spinner text={t("event.loading")} className="py-24" />;
}

const TABS = ["links", "shortlist", "members"] as const;
type Tab = (typeof TABS)[number];

function EventContent({ page }: { page: EventPage }) {
  // The open tab lives in the address, so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab");
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : "links";
  const select = (next: string) =>
    setParams(next === "links" ? {} : { tab: next }, { replace: true, preventScrollReset: true });

  return (
    <div className="space-y-6">
      <title>{`${page.event.title} · Huddle`}</title>
      <EventHeader event={page.event} />
      {/* Open: the current winner, in view whichever tab is open. Closed: the result comes
          first, in its place, with the tabs still below it. */}
      {page.event.status === "completed" ? <ResultView page={page} /> : <WinnerStrip page={page} />}
      <Tabs value={tab} onValueChange={select}>
        <TabsList className="sm:max-w-xl">
          <TabsTrigger value="links">
            <Link2 aria-hidden />
            {t("event.tabs.links")}
          </TabsTrigger>
          <TabsTrigger value="shortlist">
            <ListChecks aria-hidden />
            {t("event.tabs.shortlist")}
          </TabsTrigger>
          <TabsTrigger value="members">
            <Users aria-hidden />
            {t("event.tabs.members")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="links">
          <SharedLinksTab page={page} />
        </TabsContent>
        <TabsContent value="shortlist">
          <ShortlistTab page={page} />
        </TabsContent>
        <TabsContent value="members">
          <MembersTab page={page} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

export { EventRoute as Component };
