import type { EventSummary } from "../../../shared/api";
import { BackLink } from "../../components/back-link";
import { MemberCount } from "../../components/member-count";
import { InviteByEmailDialog, InviteCodeButtons } from "../invitations";
import { CreatorMenu } from "./creator-menu";
import { LeaveEventButton } from "./leave-event-button";
import { StatusBadge } from "../../components/status-badge";
import { ClosesIn } from "../deadlines";
import { queryKeys } from "../../lib/query-keys";
import { DownloadMenu } from "../results";
import { useSession } from "../auth";
import { RoundOf } from "../groups";
import { AddToCalendarMenu } from "../calendar";

/** Back, title, description, the invitation code, the member count, when voting closes, and
 * what this person may do. A closed event's downloads are in its result view instead, and it
 * offers no invitation (decision 208). */
export function EventHeader({ event }: { event: EventSummary }) {
  const { user } = useSession();
  const open = event.status === "active";
  return (
    <header>
      <BackLink to="/dashboard" />
      <div className="mt-3 flex flex-col gap-5 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={event.status} />
            <MemberCount
              count={event.memberCount}
              className="inline-flex items-center gap-1.5 text-sm text-muted-foreground"
              iconClassName="size-4"
            />
            {open && event.deadline && (
              <ClosesIn deadline={event.deadline} refresh={queryKeys.event(event.id)} />
            )}
            {open && event.deadline && (
              <AddToCalendarMenu event={{ ...event, deadline: event.deadline }} />
            )}
          </div>
          {event.groupId && event.roundNumber && (
            <p className="mt-2">
              <RoundOf groupId={event.groupId} roundNumber={event.roundNumber} />
            </p>
          )}
          <h1 className="mt-2 text-2xl font-semibold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">
            {event.title}
          </h1>
          {event.description && (
            <p className="mt-2 max-w-3xl whitespace-pre-line text-pretty text-muted-foreground [overflow-wrap:anywhere]">
              {event.description}
            </p>
          )}
          {/* Closed, the event is done: the result (and its public link) is what is shared now.
              Reopening brings the invitation back; the server still lets a code join. */}
          {open && (
            <div className="mt-4">
              <InviteCodeButtons code={event.invitationCode} />
            </div>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {/* A guest shares the code or link; email goes out in an account's name only. */}
          {open && !user?.guest && <InviteByEmailDialog eventId={event.id} title={event.title} />}
          {open && <DownloadMenu eventId={event.id} />}
          {/* A round is left with its group, on the group's page (issue #49). */}
          {event.isCreator ? (
            <CreatorMenu event={event} />
          ) : (
            !event.groupId && <LeaveEventButton event={event} />
          )}
        </div>
      </div>
    </header>
  );
}
