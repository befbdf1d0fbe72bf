// What a request about a voting deadline takes.
import { z } from "zod";
import { refusals } from "../common/fields";
import { limits } from "../../core/limits";
import type { deadlinesErrors } from "./errors";
import type { commonErrors } from "../common/errors";

const code = refusals<typeof deadlinesErrors & typeof commonErrors>();

/** A voting deadline: a moment with its offset (the browser sends its own time zone's), in the
 * future and at most a year ahead; null removes it. */
export const deadline = z.iso
  .datetime({ offset: true, error: code("deadlineNotDate") })
  .refine((value) => Date.parse(value) > Date.now(), { error: code("deadlinePast") })
  .refine((value) => Date.parse(value) <= Date.now() + limits.deadlineMaxAheadMs, {
    error: code("deadlineTooFar"),
  })
  .transform((value) => new Date(value))
  .nullable();
