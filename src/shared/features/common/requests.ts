// The request fields every feature may take, under the names shared/api.ts gives them.
import { z } from "zod";
import type { commonErrors } from "./errors";
import { noDirectionControls, printable, refusals } from "./fields";
import { limits } from "../../core/limits";

const code = refusals<typeof commonErrors>();

export const email = z
  .string({ error: code("emailRequired") })
  .trim()
  .min(1, code("emailRequired"))
  .max(limits.email, code("emailTooLong"))
  .refine(noDirectionControls, code("directionControls"))
  .pipe(z.email(code("emailInvalid")));

export const name = z
  .string({ error: code("nameNotText") })
  .trim()
  .min(1, code("nameRequired"))
  .max(limits.name, code("nameTooLong"))
  .regex(printable, code("nameControlCharacters"));
