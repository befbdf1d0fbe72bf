// The API description and its docs page; public, as it reveals nothing the web app does not.
import { z } from "zod";
import { acceptsGzip } from "../http/compression";
import { asAnswer, endpoint, featureRoutes } from "../http/endpoint";
import { notFound } from "../kernel/errors";
import { buildDocument } from "./document";
import { json, TAGS, type Operation } from "../http/operation";
import { DOCS_FILES, DOCS_PAGE, docsFiles } from "./docs-page";

const theDocument = z.looseObject({ openapi: z.string() });

export const description = endpoint({
  method: "get",
  path: "/api/openapi.json",
  summary: "This description of the API (OpenAPI 3.1)",
  tag: TAGS.server,
  guard: "visitor",
  answers: { 200: json("The document", theDocument) },
  errors: [],
});

export const docsPage = endpoint({
  method: "get",
  path: "/api/docs",
  summary: "This description as a page to read and try",
  tag: TAGS.server,
  guard: "visitor",
  answers: { 200: { description: "The page (Swagger UI)", type: "text/html" } },
  errors: [],
});

export const docsFile = endpoint({
  method: "get",
  path: "/api/docs/:file",
  summary: "The files of the page at /api/docs",
  tag: TAGS.server,
  guard: "visitor",
  // Another name is 404, as for any path that names nothing.
  params: {
    file: {
      description: "One of the page's scripts or styles",
      schema: z.enum(Object.keys(DOCS_FILES) as [string, ...string[]]),
    },
  },
  answers: { 200: { description: "The file (JavaScript or CSS)", type: "text/javascript" } },
  errors: ["notFound"],
});

export function openApiRoutes(publicUrl: string, declared: () => readonly Operation[]) {
  // Made on first request rather than at start: a cold start should not pay for a page few ask for.
  let document: string | undefined;
  const files = docsFiles();

  return featureRoutes()
    .openapi(description, (c) => {
      document ??= JSON.stringify(buildDocument(publicUrl, declared()));
      return asAnswer<{ openapi: string }>(
        c.body(document, 200, {
          "Content-Type": "application/json",
          "Cache-Control": "no-cache",
        }),
      );
    })
    .openapi(docsPage, (c) => c.html(DOCS_PAGE, 200, { "Cache-Control": "no-cache" }))
    .openapi(docsFile, (c) => {
      const file = files(c.req.valid("param").file);
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
}
