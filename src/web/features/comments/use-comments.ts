// A link's thread, read when it is opened (the event page carries counts only), and the changes
// made from it. The live stream keeps an open thread current (live-threads.ts).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { Comment, CommentThread } from "../../../shared/api";
import { del, errorMessage, get, patch, post } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import { withComment, withoutComment } from "./comment-changes";
import { t } from "i18next";

const threadPath = (eventId: string, linkId: string) =>
  `/api/events/${eventId}/links/${linkId}/comments`;

export function useThread(eventId: string, linkId: string) {
  return useQuery({
    queryKey: queryKeys.comments(eventId, linkId),
    queryFn: () => get<CommentThread>(threadPath(eventId, linkId)),
  });
}

function useThreadChange<TVariables, TResult>(
  eventId: string,
  linkId: string,
  change: {
    send: (variables: TVariables) => Promise<TResult>;
    apply: (thread: CommentThread, result: TResult) => CommentThread;
    success?: string;
    failure: string;
  },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change.send,
    onSuccess: (result) => {
      client.setQueryData<CommentThread>(queryKeys.comments(eventId, linkId), (thread) =>
        thread ? change.apply(thread, result) : thread,
      );
      if (change.success) toast.success(change.success);
    },
    onError: (error) => {
      toast.error(change.failure, { description: errorMessage(error, t("common.pleaseTryAgain")) });
    },
  });
}

export const useAddComment = (eventId: string, linkId: string) =>
  useThreadChange(eventId, linkId, {
    send: (body: string) => post<Comment>(threadPath(eventId, linkId), { body }),
    apply: withComment,
    failure: t("comments.toast.postFailed"),
  });

export const useEditComment = (eventId: string, linkId: string) =>
  useThreadChange(eventId, linkId, {
    send: ({ id, body }: { id: string; body: string }) =>
      patch<Comment>(`${threadPath(eventId, linkId)}/${id}`, { body }),
    apply: withComment,
    failure: t("comments.toast.editFailed"),
  });

export const useDeleteComment = (eventId: string, linkId: string) =>
  useThreadChange(eventId, linkId, {
    send: async (id: string) => {
      await del<void>(`${threadPath(eventId, linkId)}/${id}`);
      return id;
    },
    apply: withoutComment,
    success: t("comments.toast.deleted"),
    failure: t("comments.toast.deleteFailed"),
  });
