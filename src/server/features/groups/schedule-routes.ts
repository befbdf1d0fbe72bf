// The group's schedule routes, by admins; a change tells the group page's live stream.
import { scheduleInput } from "../../../shared/api";
import * as answer from "../../../shared/group-responses";
import type { FeatureDeps } from "../../kernel/deps";
import { endpoint, featureRoutes } from "../../http/endpoint";
import { json, TAGS } from "../../http/operation";
import { publishGroupChange } from "../../kernel/live-hub";
import {
  clearSchedule,
  pauseSchedule,
  resumeSchedule,
  setSchedule,
  skipOpening,
  type ScheduleChange,
} from "./schedule-commands";

const summaryAnswer = json("The group, with its schedule after the change", answer.groupSummary);
const refusals = ["groupNotFound", "groupAdminOnly"] as const;

export const putSchedule = endpoint({
  method: "put",
  path: "/api/groups/:groupId/schedule",
  summary: "Open rounds by themselves every week, on the group's clock (admin)",
  tag: TAGS.groups,
  guard: "groupAdmin",
  body: scheduleInput,
  answers: { 200: summaryAnswer },
  errors: [...refusals],
});

export const deleteSchedule = endpoint({
  method: "delete",
  path: "/api/groups/:groupId/schedule",
  summary: "No schedule: rounds open only when an admin opens one (admin)",
  tag: TAGS.groups,
  guard: "groupAdmin",
  answers: { 200: summaryAnswer },
  errors: [...refusals],
});

export const pause = endpoint({
  method: "post",
  path: "/api/groups/:groupId/schedule/pause",
  summary: "Pause the schedule: no round opens until it is resumed (admin)",
  tag: TAGS.groups,
  guard: "groupAdmin",
  answers: { 200: summaryAnswer },
  errors: [...refusals, "noSchedule"],
});

export const resume = endpoint({
  method: "post",
  path: "/api/groups/:groupId/schedule/resume",
  summary: "Resume the schedule from its next opening after now (admin)",
  tag: TAGS.groups,
  guard: "groupAdmin",
  answers: { 200: summaryAnswer },
  errors: [...refusals, "noSchedule"],
});

export const skip = endpoint({
  method: "post",
  path: "/api/groups/:groupId/schedule/skip",
  summary: "Leave out the next opening: the one after it is next (admin)",
  tag: TAGS.groups,
  guard: "groupAdmin",
  answers: { 200: summaryAnswer },
  errors: [...refusals, "noSchedule", "schedulePaused"],
});

export function scheduleRoutes({ database: { db }, live }: FeatureDeps) {
  /** After the commit: the group page refetches. */
  const told = (groupId: string, { summary, changed }: ScheduleChange) => {
    if (changed) publishGroupChange(live, groupId, summary.version);
    return summary;
  };

  return featureRoutes()
    .openapi(putSchedule, async (c) => {
      const { groupId } = c.req.valid("param");
      const input = c.req.valid("json");
      return c.json(
        told(groupId, await setSchedule(db, groupId, c.var.user.id, input, new Date())),
        200,
      );
    })
    .openapi(deleteSchedule, async (c) => {
      const { groupId } = c.req.valid("param");
      return c.json(told(groupId, await clearSchedule(db, groupId, c.var.user.id)), 200);
    })
    .openapi(pause, async (c) => {
      const { groupId } = c.req.valid("param");
      return c.json(told(groupId, await pauseSchedule(db, groupId, c.var.user.id)), 200);
    })
    .openapi(resume, async (c) => {
      const { groupId } = c.req.valid("param");
      return c.json(
        told(groupId, await resumeSchedule(db, groupId, c.var.user.id, new Date())),
        200,
      );
    })
    .openapi(skip, async (c) => {
      const { groupId } = c.req.valid("param");
      return c.json(told(groupId, await skipOpening(db, groupId, c.var.user.id, new Date())), 200);
    });
}
