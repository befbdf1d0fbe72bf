// Mounts Better Auth under /api/auth. Its answers keep their status, but errors are rewrapped
// into the one error shape; the client address it rate-limits on is ours, never the client's.
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { codeForStatus } from "../../shared/errors";
import { errorBody } from "../http/errors";
import { CLIENT_IP_HEADER, type Auth } from "./auth";
import { clientIp } from "./client-ip";

export function authRoutes(auth: Auth, trustProxy: boolean) {
  const routes = new Hono<AppEnv>();
  routes.all("/*", async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    headers.set(CLIENT_IP_HEADER, clientIp(c, trustProxy));
    const request = new Request(c.req.raw, { headers });
    const response = await auth.handler(request);
    return response.status >= 400 ? rewrap(response) : response;
  });
  return routes;
}

async function rewrap(response: Response) {
  let message = response.statusText || "Request failed";
  try {
    const body = (await response.clone().json()) as {
      message?: unknown;
      error?: { message?: unknown };
    };
    const found = body?.message ?? body?.error?.message;
    if (typeof found === "string" && found) message = found;
  } catch {
    // not JSON: keep the status text
  }
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  return new Response(JSON.stringify(errorBody(codeForStatus(response.status), message)), {
    status: response.status,
    headers,
  });
}
