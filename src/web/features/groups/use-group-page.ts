// The group page's one request (GET /api/groups/:groupId) and what changes the group. After a
// change the page is fetched again (its answer is small, and the server counts the turnout and
// the memory): the live stream brings the same to every other member (use-live-group.ts).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { GroupSummary } from "../../../shared/api";
import { errorMessage } from "../../lib/api";
import { call, huddle } from "../../lib/client";
import { queryKeys } from "../../lib/query-keys";
import { t } from "i18next";

const param = (groupId: string) => ({ groupId: encodeURIComponent(groupId) });

export const groupPageQuery = (groupId: string) => ({
  queryKey: queryKeys.group(groupId),
  queryFn: () => call(huddle.api.groups[":groupId"].$get({ param: param(groupId) })),
  // A 404 (not a member, or deleted) is an answer, not a hiccup to retry.
  retry: false,
});

export function useGroupPage(groupId: string) {
  return useQuery(groupPageQuery(groupId));
}

/** A change to the group: afterwards the page and the dashboard's list are asked again. */
function useGroupChange<TArgs, TResult>(groupId: string, send: (args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.group(groupId) });
      void client.invalidateQueries({ queryKey: queryKeys.groups });
    },
  });
}

export const useEditGroup = (groupId: string) =>
  useGroupChange(
    groupId,
    (changes: { name?: string; description?: string; barLastWinners?: number }) =>
      call(huddle.api.groups[":groupId"].$patch({ param: param(groupId), json: changes })),
  );

export const useNewGroupCode = (groupId: string) =>
  useGroupChange(groupId, () =>
    call(huddle.api.groups[":groupId"].code.$post({ param: param(groupId) })),
  );

export const useOpenRound = (groupId: string) => {
  const client = useQueryClient();
  return useGroupChange(groupId, async (input: { title?: string; runnersUp?: boolean }) => {
    const round = await call(
      huddle.api.groups[":groupId"].rounds.$post({ param: param(groupId), json: input }),
    );
    void client.invalidateQueries({ queryKey: queryKeys.events });
    return round;
  });
};

export const useRemoveGroupMember = (groupId: string) =>
  useGroupChange(groupId, (userId: string) =>
    call(
      huddle.api.groups[":groupId"].members[":userId"].$delete({
        param: { ...param(groupId), userId: encodeURIComponent(userId) },
      }),
    ),
  );

export const useGroupRole = (groupId: string) =>
  useGroupChange(groupId, ({ userId, role }: { userId: string; role: "admin" | "member" }) =>
    call(
      huddle.api.groups[":groupId"].members[":userId"].role.$put({
        param: { ...param(groupId), userId: encodeURIComponent(userId) },
        json: { role },
      }),
    ),
  );

export type ScheduleAction =
  | {
      action: "save";
      schedule: {
        timeZone: string;
        opensOn: number;
        opensAt: string;
        closesOn: number;
        closesAt: string;
      };
    }
  | { action: "remove" | "pause" | "resume" | "skip" };

export const useSchedule = (groupId: string) =>
  useGroupChange(groupId, (change: ScheduleAction): Promise<GroupSummary> => {
    const schedule = huddle.api.groups[":groupId"].schedule;
    const p = { param: param(groupId) };
    switch (change.action) {
      case "save":
        return call(schedule.$put({ ...p, json: change.schedule }));
      case "remove":
        return call(schedule.$delete(p));
      case "pause":
        return call(schedule.pause.$post(p));
      case "resume":
        return call(schedule.resume.$post(p));
      case "skip":
        return call(schedule.skip.$post(p));
    }
  });

export function useInviteToGroup(groupId: string) {
  return useMutation({
    mutationFn: (email: string) =>
      call(
        huddle.api.groups[":groupId"].invitations.$post({ param: param(groupId), json: { email } }),
      ),
  });
}

/** Deleting the group or leaving it: afterwards the page is gone for this person. `onDone` runs
 * first (a toast), then the dashboard opens, and only then is the cached page dropped (dropping
 * it under the open page would refetch it), as useDeparture does for an event. */
function useGroupDeparture<TArgs>(
  groupId: string,
  send: (args: TArgs) => Promise<unknown>,
  onDone: (args: TArgs) => void,
  failure: () => string,
) {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: send,
    onSuccess: async (_, args) => {
      onDone(args);
      await navigate("/dashboard", { replace: true });
      client.removeQueries({ queryKey: queryKeys.group(groupId) });
      void client.invalidateQueries({ queryKey: queryKeys.groups });
      void client.invalidateQueries({ queryKey: queryKeys.events });
    },
    onError: (error) =>
      toast.error(t("common.error"), { description: errorMessage(error, failure()) }),
  });
}

export const useDeleteGroup = (groupId: string, onDone: (rounds: "keep" | "delete") => void) =>
  useGroupDeparture(
    groupId,
    (rounds: "keep" | "delete") =>
      call(huddle.api.groups[":groupId"].$delete({ param: param(groupId), query: { rounds } })),
    onDone,
    () => t("groups.delete.failed"),
  );

export const useLeaveGroup = (groupId: string, onDone: () => void) =>
  useGroupDeparture(
    groupId,
    () => call(huddle.api.groups[":groupId"].leave.$post({ param: param(groupId) })),
    onDone,
    () => t("groups.leave.failed"),
  );
