// The thread under a link card, read when opened and kept current by the live stream: the
// comments oldest first (newest last), and the box to add one, or on a closed event a note that
// it is read-only. Loaded as its own chunk (link-card.tsx), with linkifyjs, when first opened.
import { useRef } from "react";
import { Lock } from "lucide-react";
import type { Link } from "../../../shared/api";
import { CommentForm } from "./comment-form";
import { CommentItem } from "./comment-item";
import { useAddComment, useThread } from "./use-comments";
import { t } from "i18next";

export type ThreadPermissions = { myId: string | undefined; isCreator: boolean; closed: boolean };

export function CommentThread({
  id,
  eventId,
  link,
  can,
}: {
  id: string;
  eventId: string;
  link: Link;
  can: ThreadPermissions;
}) {
  const thread = useThread(eventId, link.id);
  const add = useAddComment(eventId, link.id);
  const comments = thread.data?.comments ?? [];
  const section = useRef<HTMLElement>(null);
  // Deleting a comment is possible only while the event is open, so the box is there.
  const focusBox = () =>
    requestAnimationFrame(() => section.current?.querySelector("textarea")?.focus());
  return (
    <section
      ref={section}
      id={id}
      aria-label={t("comments.region", { title: link.title })}
      className="mt-4 space-y-3 border-t border-border pt-4"
    >
      {thread.isPending ? (
        <p className="text-sm text-muted-foreground">{t("common.loading")}</p>
      ) : thread.isError ? (
        <p className="text-sm text-destructive">{t("comments.loadFailed")}</p>
      ) : comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {can.closed ? t("comments.emptyClosed") : t("comments.empty")}
        </p>
      ) : (
        <ol className="space-y-2">
          {comments.map((comment) => {
            const mine = can.myId !== undefined && comment.author.id === can.myId;
            return (
              <CommentItem
                key={comment.id}
                eventId={eventId}
                comment={comment}
                mayEdit={!can.closed && mine}
                mayDelete={!can.closed && (mine || can.isCreator)}
                onGone={focusBox}
              />
            );
          })}
        </ol>
      )}
      {can.closed ? (
        <p className="flex items-start gap-2 rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
          <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t("comments.closed")}
        </p>
      ) : (
        <CommentForm
          label={t("comments.label")}
          submitLabel={t("comments.submit")}
          busyLabel={t("comments.posting")}
          busy={add.isPending}
          onSubmit={(body) =>
            add.mutateAsync(body).then(
              () => true,
              () => false,
            )
          }
        />
      )}
    </section>
  );
}
