// Better Auth's errors rewrapped into the one error shape with our codes.
import { APIError } from "better-auth/api";
import {
  englishMessage,
  errorCodes,
  isErrorCode,
  type ErrorCode,
  type ErrorParams,
  type ParamsOf,
} from "../../shared/errors";
import { limits } from "../../shared/core/limits";
import { errorBody } from "../kernel/errors";

type Status = ConstructorParameters<typeof APIError>[0];

/** An error for Better Auth to answer from a hook of ours, already in our words. */
export function authError<C extends ErrorCode>(
  status: Status,
  code: C,
  ...[params]: [keyof ParamsOf<C>] extends [never] ? [] : [ParamsOf<C>]
) {
  const given = params as ErrorParams | undefined;
  return new APIError(status, {
    code,
    message: englishMessage(code, given),
    ...(given ? { params: given } : {}),
  });
}

type Found = { code: ErrorCode; params?: ErrorParams };

/** Better Auth's own codes, as ours. */
function fromBetterAuth(code: string | undefined, path: string): Found | undefined {
  switch (code) {
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
    case "USER_ALREADY_EXISTS":
      return { code: "accountExists" };
    case "EMAIL_NOT_VERIFIED":
      return { code: "emailNotVerified" };
    case "INVALID_TOKEN":
      return path === "/reset-password" ? { code: "resetLinkInvalid" } : undefined;
    case "UNAUTHORIZED":
      return { code: "unauthenticated" };
    case "INVALID_EMAIL_OR_PASSWORD":
      return { code: "invalidCredentials" };
    // Change password, on the Settings page.
    case "INVALID_PASSWORD":
      return { code: "wrongCurrentPassword" };
    case "CREDENTIAL_ACCOUNT_NOT_FOUND":
      return { code: "noPassword" };
    case "ANONYMOUS_USERS_CANNOT_SIGN_IN_AGAIN_ANONYMOUSLY":
      return { code: "signedInAlready" };
    // Checked before Better Auth sees the body (shared/api.ts); here should it ever answer first.
    case "PASSWORD_TOO_SHORT":
      return { code: "passwordTooShort", params: { min: limits.passwordMin } };
    case "PASSWORD_TOO_LONG":
      return { code: "passwordTooLong", params: { max: limits.passwordMax } };
  }
  return undefined;
}

/** The generic code of a status nothing more specific was found for. */
function byStatus(status: number): ErrorCode {
  if (status === 401) return "unauthenticated";
  if (status === 403) return "forbidden";
  if (status === 404) return "notFound";
  if (status === 405) return "methodNotAllowed";
  if (status === 413) return "bodyTooLarge";
  if (status === 429) return "tooManyRequests";
  if (status >= 500) return "somethingWrong";
  return "badRequest";
}

export async function rewrapError(response: Response, path: string) {
  let found: Found | undefined;
  try {
    const body = (await response.clone().json()) as { code?: unknown; params?: unknown };
    if (isErrorCode(body?.code)) {
      const params = body.params;
      found = {
        code: body.code,
        ...(typeof params === "object" && params !== null ? { params: params as ErrorParams } : {}),
      };
    } else if (typeof body?.code === "string") {
      found = fromBetterAuth(body.code, path);
    }
  } catch {
    // not JSON (a disabled path answers plain "Not Found"), or Better Auth's rate limit
  }
  const { code, params } = found ?? { code: byStatus(response.status) };
  const out = errorBody(code, params);
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  const retryAfter = headers.get("x-retry-after");
  if (retryAfter) headers.set("retry-after", retryAfter);
  return new Response(JSON.stringify(out), { status: errorCodes[code], headers });
}
