// The thread under a link card, read when opened and kept current by the live stream: the
// comments oldest first (newest last), and the box to add one, or on a closed event a note that
// it is read-only. Loaded as its own chunk (link-card.tsx), with linkifyjs, when first opened.
import { useLayoutEffect, useRef } from "react";
import { Lock } from "lucide-react";
import type { Comment, Link } from "../../../shared/api";
import { CommentForm } from "./comment-form";
import { CommentItem } from "./comment-item";
import { useAddComment, useThread } from "./use-comments";
import { t } from "i18next";

const noComments: Comment[] = [];

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
  const comments = thread.data?.comments ?? noComments;
  const box = useRef<HTMLTextAreaElement>(null);
  // The comment this reader is deleting: its Delete button had focus (through the dialog), so
  // once the comment is gone from the list, in that same commit, the box takes focus. Deleting is
  // possible only while the event is open, so the box is there. (Not from the request's answer
  // in an animation frame: that could come before React had removed the comment, while the
  // dialog's focus trap still held focus or the dialog had yet to hand it back to Delete, and
  // focus was then lost; and the live message can remove the comment before the answer comes.)
  const deleting = useRef<string | null>(null);
  useLayoutEffect(() => {
    const gone = deleting.current;
    if (gone === null || comments.some((c) => c.id === gone)) return;
    deleting.current = null;
    box.current?.focus();
  }, [comments]);
  return (
    <section
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
                onDeleting={(commentId) => (deleting.current = commentId)}
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
          boxRef={box}
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
