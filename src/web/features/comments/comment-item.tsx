// One comment in a thread: who, when (and whether it was edited), what they said, and Edit and
// Delete for its author, Delete for the event's creator, while the event is open.
import { useLayoutEffect, useRef, useState } from "react";
import { Pencil, Trash2 } from "lucide-react";
import type { Comment } from "../../../shared/api";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Button } from "../../components/ui/button";
import { formatDateTime } from "../../lib/dates";
import { GuestMark } from "../guests";
import { CommentForm } from "./comment-form";
import { CommentText } from "./comment-text";
import { useDeleteComment, useEditComment } from "./use-comments";
import { t } from "i18next";

export function CommentItem({
  eventId,
  comment,
  mayEdit,
  mayDelete,
  onDeleting,
}: {
  eventId: string;
  comment: Comment;
  mayEdit: boolean;
  mayDelete: boolean;
  /** Its deletion is confirmed (its id), or failed (null): once it is gone from the list, its
   * Delete button, which had focus, is gone with it, and the thread gives focus to the box. */
  onDeleting: (commentId: string | null) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const edit = useEditComment(eventId, comment.linkId);
  const remove = useDeleteComment(eventId, comment.linkId);
  const editButton = useRef<HTMLButtonElement>(null);
  // Saved or cancelled, the form goes with the button that had focus: Edit takes it back, in the
  // commit that brings it back. (Not in an animation frame asked for after saving: that frame
  // could come before React had rendered the Edit button again, and focus was then lost.)
  const focusEdit = useRef(false);
  const stopEditing = () => {
    focusEdit.current = true;
    setEditing(false);
  };
  useLayoutEffect(() => {
    if (editing || !focusEdit.current) return;
    focusEdit.current = false;
    editButton.current?.focus();
  }, [editing]);
  return (
    <li className="rounded-lg bg-muted/60 px-3 py-2.5" data-comment-id={comment.id}>
      <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
        {/* Isolated: a direction control in a name cannot reorder the time beside it. */}
        <bdi className="font-semibold text-slate-800">{comment.author.name}</bdi>
        <GuestMark id={comment.author.id} className="self-center" />
        <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
        {comment.editedAt && <span>{t("comments.edited")}</span>}
      </p>
      {editing ? (
        <div className="mt-2">
          <CommentForm
            label={t("comments.editLabel")}
            submitLabel={t("comments.save")}
            busyLabel={t("common.saving")}
            initial={comment.body}
            busy={edit.isPending}
            onSubmit={(body) =>
              edit.mutateAsync({ id: comment.id, body }).then(
                () => (stopEditing(), false),
                () => false,
              )
            }
            onCancel={stopEditing}
          />
        </div>
      ) : (
        <CommentText body={comment.body} />
      )}
      {!editing && (mayEdit || mayDelete) && (
        <div className="-ml-2 mt-1 flex gap-1">
          {mayEdit && (
            <Button
              ref={editButton}
              variant="ghost"
              size="sm"
              className="h-7 px-2"
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden />
              {t("comments.edit")}
            </Button>
          )}
          {mayDelete && (
            <Button
              variant="ghost"
              size="sm"
              className="h-7 px-2 text-destructive hover:bg-red-50"
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden />
              {t("comments.delete")}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("comments.deleteTitle")}
        description={t("comments.deleteText")}
        confirmLabel={t("comments.deleteComment")}
        busyLabel={t("events.delete.busy")}
        busy={remove.isPending}
        destructive
        onConfirm={() => {
          onDeleting(comment.id);
          remove.mutate(comment.id, {
            onSuccess: () => setConfirming(false),
            onError: () => onDeleting(null),
          });
        }}
      />
    </li>
  );
}
