// What the requests that create and change an event take.
import { z } from "zod";
import { description, refusals, title } from "../common/fields";
import { deadline } from "../deadlines/requests";
import {
  DOTS_MAX,
  DOTS_MIN,
  resultsShownValues,
  voteMethods,
  votesShownValues,
} from "../../core/voting";
import type { eventsErrors } from "./errors";
import type { votesErrors } from "../votes/errors";
import type { commonErrors } from "../common/errors";

const code = refusals<typeof eventsErrors & typeof votesErrors & typeof commonErrors>();

/** How the event votes (shared/core/voting.ts): each may be left out (the default, or unchanged). */
const votingRules = {
  resultsShown: z.enum(resultsShownValues, { error: code("resultsShownUnknown") }).optional(),
  votesShown: z.enum(votesShownValues, { error: code("votesShownUnknown") }).optional(),
  method: z.enum(voteMethods, { error: code("methodUnknown") }).optional(),
  dots: z
    .number({ error: code("dotsNotWhole") })
    .int(code("dotsNotWhole"))
    .min(DOTS_MIN, code("dotsTooFew"))
    .max(DOTS_MAX, code("dotsTooMany"))
    .optional(),
};

export const createEventInput = z.strictObject({
  title,
  description: description.optional(),
  deadline: deadline.optional(),
  ...votingRules,
});
export const updateEventInput = z
  .strictObject({
    title: title.optional(),
    description: description.optional(),
    deadline: deadline.optional(),
    ...votingRules,
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), code("nothingToChange"));
