// Better Auth's error answers, rewrapped into the one error shape. The status is kept, except
// where its choice does not fit our closed list (422); a few messages are made into sentences a
// person can act on, since the dialog shows the server's message as it is.
import { codeForStatus, messages, type ErrorCode } from "../../shared/errors";
import { errorBody } from "../http/errors";

type Rewritten = { status: number; code?: ErrorCode; message: string };

function rewrite(
  status: number,
  code: string | undefined,
  message: string,
  path: string,
): Rewritten {
  switch (code) {
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
    case "USER_ALREADY_EXISTS":
      return {
        status: 409,
        message: "An account with this email already exists. Sign in instead.",
      };
    case "EMAIL_NOT_VERIFIED":
      return { status, message: "Email not verified. Check your inbox for the verification link." };
    case "INVALID_TOKEN":
      if (path === "/reset-password") {
        return {
          status,
          message: "This reset link is invalid, expired or already used. Ask for a new one.",
        };
      }
      break;
    case "UNAUTHORIZED":
      return { status, message: messages.unauthenticated };
    // Change password, on the Settings page.
    case "INVALID_PASSWORD":
      return { status, message: "Your current password is not correct." };
    case "CREDENTIAL_ACCOUNT_NOT_FOUND":
      return { status, message: "Your account has no password: you sign in with Google." };
  }
  if (status === 404) return { status, message: messages.notFound };
  if (status === 422) return { status: 400, message };
  return { status, message };
}

export async function rewrapError(response: Response, path: string) {
  let message = response.statusText || "Request failed";
  let code: string | undefined;
  try {
    const body = (await response.clone().json()) as {
      code?: unknown;
      message?: unknown;
      error?: { message?: unknown };
    };
    const found = body?.message ?? body?.error?.message;
    if (typeof found === "string" && found) message = found;
    if (typeof body?.code === "string") code = body.code;
  } catch {
    // not JSON (a disabled path answers plain "Not Found"): keep the status text
  }
  const out = rewrite(response.status, code, message, path);
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  const retryAfter = headers.get("x-retry-after");
  if (retryAfter) headers.set("retry-after", retryAfter);
  return new Response(
    JSON.stringify(errorBody(out.code ?? codeForStatus(out.status), out.message)),
    {
      status: out.status,
      headers,
    },
  );
}
