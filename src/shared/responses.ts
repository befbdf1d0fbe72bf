// What the API answers, as zod schemas: the types both sides use come from them, and the tests
// parse real answers with them (tests/api/response-shapes.test.ts) on both databases, including
// the ones the database writes as JSON (the event page, the dashboard), so an answer built in SQL
// and the same answer built in TypeScript cannot drift apart unnoticed. Strict objects: a field
// one side adds and the other does not is a failed parse. The browser imports only the types.
// Each feature's answers are in features/<feature>/answers.ts; the error every route answers is
// here.
import { z } from "zod";
import { errorCodes, type ApiErrorBody, type ErrorCode } from "./errors";

export * from "./features/common/answers";
export * from "./features/account/answers";
export * from "./features/events/answers";
export * from "./features/members/answers";
export * from "./features/previews/answers";
export * from "./features/votes/answers";
export * from "./features/links/answers";
export * from "./features/comments/answers";
export * from "./features/invitations/answers";
export * from "./features/closing/answers";
export * from "./features/reminders/answers";
export * from "./features/results/answers";
export * from "./features/notifications/answers";
export * from "./features/push/answers";
export * from "./features/auth/answers";
export * from "./features/calendar/answers";
export * from "./features/chat/answers";

const errorCode = z
  .enum(Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]])
  .describe("A stable code: a key of the catalogues' `errors` (errors.ts gives its status)");
const errorParams = z
  .record(z.string(), z.union([z.string(), z.number()]))
  .describe("The values of the code's placeholders ({{name}}; `count` picks a plural form)");

/** Every error the API answers, whatever the route (decision 201): a stable code, each with its
 * own HTTP status (errors.ts), its params, and its English text; `fields` names the request
 * fields that were refused, each with a code of its own. */
export const apiError = z.strictObject({
  error: z.strictObject({
    code: errorCode,
    message: z.string().describe("The code's English text, with its params filled in"),
    params: errorParams.optional(),
    fields: z
      .record(
        z.string(),
        z.strictObject({ code: errorCode, message: z.string(), params: errorParams.optional() }),
      )
      .optional(),
  }),
});
// errors.ts keeps the type without zod (the browser imports it at run time): this line stops the
// build when the two say different things.
const sameErrorShape: [z.infer<typeof apiError>, ApiErrorBody] extends [
  ApiErrorBody,
  z.infer<typeof apiError>,
]
  ? true
  : never = true;
void sameErrorShape;
