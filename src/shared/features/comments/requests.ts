// What writing a comment takes.
import { z } from "zod";
import { noDirectionControls, refusals } from "../common/fields";
import { limits } from "../../core/limits";
import type { commentsErrors } from "./errors";
import type { commonErrors } from "../common/errors";

const code = refusals<typeof commentsErrors & typeof commonErrors>();

/** POST and PATCH .../comments: a comment's text, plain (never rendered as HTML or markdown).
 * 2,000 characters hold a few paragraphs; a longer text belongs in a linked document. */
export const commentInput = z.strictObject({
  body: z
    .string({ error: code("commentRequired") })
    .trim()
    .min(limits.commentMin, code("commentRequired"))
    .max(limits.comment, code("commentTooLong"))
    .refine(noDirectionControls, code("directionControls")),
});
