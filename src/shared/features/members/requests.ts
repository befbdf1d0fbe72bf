// What joining by an invitation code takes.
import { z } from "zod";
import { refusals } from "../common/fields";
import { limits, normalizeCode } from "../../core/limits";
import type { membersErrors } from "./errors";
import type { commonErrors } from "../common/errors";

const code = refusals<typeof membersErrors & typeof commonErrors>();

export const joinEventInput = z.strictObject({
  code: z
    .string({ error: code("codeRequired") })
    .max(limits.code, code("codeTooLong"))
    .transform(normalizeCode)
    .pipe(z.string().min(1, code("codeRequired"))),
});
