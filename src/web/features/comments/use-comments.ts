// A link's thread, read when it is opened (the event page carries counts only), and the changes
// made from it. The live stream keeps an open thread current (live-threads.ts).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { CommentThread } from "../../../shared/api";
import { errorMessage } from "../../lib/api";
import { call, huddle } from "../../lib/client";
import { queryKeys } from "../../lib/query-keys";
import { withComment, withoutComment } from "./comment-changes";
import { t } from "i18next";

const comments = huddle.api.events[":id"].links[":linkId"].comments;

export function useThread(eventId: string, linkId: string) {
  return useQuery({
    queryKey: queryKeys.comments(eventId, linkId),
    queryFn: () => call(comments.$get({ param: { id: eventId, linkId } })),
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
    send: (body: string) =>
      call(comments.$post({ param: { id: eventId, linkId }, json: { body } })),
    apply: withComment,
    failure: t("comments.toast.postFailed"),
  });

export const useEditComment = (eventId: string, linkId: string) =>
  useThreadChange(eventId, linkId, {
    send: ({ id, body }: { id: string; body: string }) =>
      call(
        comments[":commentId"].$patch({
          param: { id: eventId, linkId, commentId: id },
          json: { body },
        }),
      ),
    apply: withComment,
    failure: t("comments.toast.editFailed"),
  });

export const useDeleteComment = (eventId: string, linkId: string) =>
  useThreadChange(eventId, linkId, {
    send: async (id: string) => {
      await call(comments[":commentId"].$delete({ param: { id: eventId, linkId, commentId: id } }));
      return id;
    },
    apply: withoutComment,
    success: t("comments.toast.deleted"),
    failure: t("comments.toast.deleteFailed"),
  });
