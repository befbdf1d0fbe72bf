import { memo, useId, useState } from "react";
import { Check, ListPlus, ListX } from "lucide-react";
import type { Link } from "../../../shared/api";
import type { VoteMethod } from "../../../shared/core/voting";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { CommentsToggle, LinkThread } from "../comments";
import { DeleteLinkButton } from "./delete-link-button";
import { linkCardId } from "./jump-to-link";
import { LinkDetails } from "./link-details";
import { useShortlist } from "./use-link-mutations";
import { t } from "i18next";

type LinkPermissions = { myId: string | undefined; isCreator: boolean; closed: boolean };

/** One link in the Shared Links list, with the shortlist and delete controls this viewer may
 * use. `method`: how the event votes (taking a link off the shortlist of a dots event gives its
 * dots back, and the toast says so). Memoised: a live change to one link re-renders its card
 * only, not the hundred beside it (decision 222). */
export const LinkCard = memo(function LinkCard({
  eventId,
  link,
  can,
  method,
}: {
  eventId: string;
  link: Link;
  can: LinkPermissions;
  method: VoteMethod;
}) {
  const headingId = useId();
  const threadId = useId();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const add = useShortlist(eventId, "add", method);
  const remove = useShortlist(eventId, "remove", method);
  const mayUnshortlist =
    can.isCreator || (can.myId !== undefined && link.shortlistedBy === can.myId);
  const mayDelete = can.isCreator || link.sharedBy.id === can.myId;

  return (
    <article
      id={linkCardId(link.id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="scroll-mt-6 rounded-xl border border-border bg-surface p-4 shadow-xs transition-shadow focus-visible:outline-2 focus-visible:outline-ring data-[highlight=true]:ring-2 data-[highlight=true]:ring-ring sm:p-5"
    >
      <LinkDetails link={link} headingId={headingId} />
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {link.inShortlist ? (
          <Badge variant="success" className="py-1">
            <Check aria-hidden />
            {t("links.inShortlist")}
          </Badge>
        ) : (
          <Button
            variant="outline"
            size="sm"
            disabled={can.closed || add.isPending}
            onClick={() => add.mutate(link.id)}
          >
            <ListPlus aria-hidden />
            {add.isPending ? t("links.adding") : t("links.addToShortlist")}
            <span className="sr-only">: {link.title}</span>
          </Button>
        )}
        {link.inShortlist && mayUnshortlist && (
          <Button
            variant="ghost"
            size="sm"
            disabled={can.closed || remove.isPending}
            onClick={() => remove.mutate(link.id)}
          >
            <ListX aria-hidden />
            {t("links.removeFromShortlist")}
            <span className="sr-only">: {link.title}</span>
          </Button>
        )}
        <CommentsToggle
          link={link}
          open={commentsOpen}
          controls={threadId}
          onToggle={() => setCommentsOpen((open) => !open)}
        />
        {mayDelete && (
          <span className="ml-auto">
            <DeleteLinkButton eventId={eventId} link={link} disabled={can.closed} />
          </span>
        )}
      </div>
      {commentsOpen && <LinkThread id={threadId} eventId={eventId} link={link} can={can} />}
    </article>
  );
});
