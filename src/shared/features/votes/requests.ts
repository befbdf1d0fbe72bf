// What a vote takes.
import { z } from "zod";
import { refusals } from "../common/fields";
import { DOTS_MAX } from "../../core/voting";
import type { votesErrors } from "./errors";
import type { commonErrors } from "../common/errors";

const code = refusals<typeof votesErrors & typeof commonErrors>();

/** PUT .../vote: { value: "up" | "down" | null } in an up-and-down event; { value: "up" | null }
 * (approve, or take it back) in an approval event; { weight: n } in a dots event, n the dots to
 * have on the link (0 takes them back). Which one the event takes is checked with its method. */
export const voteInput = z
  .strictObject({
    value: z
      .enum(["up", "down"], { error: code("voteUnknown") })
      .nullable()
      .optional(),
    weight: z
      .number({ error: code("dotsNotWhole") })
      .int(code("dotsNotWhole"))
      .min(0, code("dotsTooFew"))
      .max(DOTS_MAX, code("dotsTooMany"))
      .optional(),
  })
  .refine((v) => (v.value === undefined) !== (v.weight === undefined), {
    error: code("voteOrDots"),
  });
export type VoteInput = z.infer<typeof voteInput>;
