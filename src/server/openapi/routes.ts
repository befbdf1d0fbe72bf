// GET /api/openapi.json (the API description) and GET /api/docs (the page that renders it, with
// its files). Public: the description says nothing a visitor of the web app could not learn.
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { acceptsGzip } from "../http/compression";
import { notFound } from "../http/errors";
import { buildDocument } from "./document";
import type { Operation } from "./operation";
import { DOCS_PAGE, docsFiles } from "./docs-page";

export function openApiRoutes(publicUrl: string, declared: () => readonly Operation[]) {
  const routes = new Hono<AppEnv>();

  // Made on first request rather than at start: a cold start should not pay for a page few ask for.
  let document: string | undefined;
  routes.get("/openapi.json", (c) => {
    document ??= JSON.stringify(buildDocument(publicUrl, declared()));
    return c.body(document, 200, {
      "Content-Type": "application/json",
      "Cache-Control": "no-cache",
    });
  });

  routes.get("/docs", (c) => c.html(DOCS_PAGE, 200, { "Cache-Control": "no-cache" }));

  const files = docsFiles();
  routes.get("/docs/:file", (c) => {
    const file = files(c.req.param("file"));
    if (!file) throw notFound();
    const headers: Record<string, string> = {
      "Content-Type": file.type,
      "Cache-Control": "public, max-age=31536000, immutable",
      Vary: "Accept-Encoding",
    };
    if (!acceptsGzip(c.req.header("accept-encoding"))) {
      return c.body(new Uint8Array(file.body), 200, headers);
    }
    return c.body(new Uint8Array(file.gzipped), 200, { ...headers, "Content-Encoding": "gzip" });
  });

  return routes;
}
