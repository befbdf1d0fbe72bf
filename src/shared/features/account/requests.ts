// What changing and deleting one's account take.
import { z } from "zod";
import { refusals } from "../common/fields";
import { name } from "../common/requests";
import { languages } from "../../core/languages";
import { limits } from "../../core/limits";
import { isTimeZone } from "../../core/time-zones";
import type { accountErrors } from "./errors";
import type { commonErrors } from "../common/errors";

const code = refusals<typeof accountErrors & typeof commonErrors>();

/** PATCH /api/me: a new name, a language, a time zone, or several. The time zone is kept as
 * sent (the browser compares it with its own), once Intl knows it. */
export const updateMeInput = z
  .strictObject({
    name: name.optional(),
    language: z.enum(languages, { error: code("languageUnknown") }).optional(),
    timeZone: z
      .string({ error: code("timeZoneNotText") })
      .refine(isTimeZone, code("unknownTimeZone"))
      .optional(),
  })
  .refine(
    (input) =>
      input.name !== undefined || input.language !== undefined || input.timeZone !== undefined,
    { error: code("accountNothingToChange") },
  );

/** DELETE /api/me: the account's email (a guest: their name), typed again to confirm. Compared
 * trimmed and case-insensitively by the server; the length cap only keeps junk short. */
export const deleteAccountInput = z.strictObject({
  confirm: z.string({ error: code("confirmRequired") }).max(limits.email, code("confirmMismatch")),
});
