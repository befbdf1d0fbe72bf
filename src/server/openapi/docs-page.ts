// Swagger UI from our origin, so it works offline and under the app's CSP.
import fs from "node:fs";
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";

// Resolved at run time from node_modules, which the server bundle leaves in place.
const resolveFile = createRequire(import.meta.url).resolve;

const version = (
  JSON.parse(fs.readFileSync(resolveFile("swagger-ui-dist/package.json"), "utf8")) as {
    version: string;
  }
).version;

// Swagger UI's default validator badge asks a server of theirs about our document: off.
const START = `window.ui = SwaggerUIBundle({
  url: "/api/openapi.json",
  dom_id: "#swagger-ui",
  deepLinking: true,
  validatorUrl: null,
});
`;

type DocsFile = { type: string; read: () => Buffer };

const fromPackage = (name: string, type: string): DocsFile => ({
  type,
  read: () => fs.readFileSync(resolveFile(`swagger-ui-dist/${name}`)),
});

/** The files the page loads, by the name in their address. */
export const DOCS_FILES: Readonly<Record<string, DocsFile>> = {
  "swagger-ui.css": fromPackage("swagger-ui.css", "text/css; charset=utf-8"),
  "swagger-ui-bundle.js": fromPackage("swagger-ui-bundle.js", "text/javascript; charset=utf-8"),
  "start.js": { type: "text/javascript; charset=utf-8", read: () => Buffer.from(START) },
};

// The version in each address lets the files be cached for good: an upgrade changes the address.
const href = (name: string) => `/api/docs/${name}?v=${version}`;

export const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Huddle API</title>
    <link rel="stylesheet" href="${href("swagger-ui.css")}" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${href("swagger-ui-bundle.js")}"></script>
    <script src="${href("start.js")}"></script>
  </body>
</html>
`;

/** Each file plain and gzipped, made once: the bundle is 1.7 MB. */
export function docsFiles() {
  const kept = new Map<string, { body: Buffer; gzipped: Buffer }>();
  return (name: string) => {
    // Own names only: "constructor" and the like are on every object too.
    if (!Object.hasOwn(DOCS_FILES, name)) return undefined;
    const file = DOCS_FILES[name]!;
    let bytes = kept.get(name);
    if (!bytes) {
      const body = file.read();
      kept.set(name, (bytes = { body, gzipped: gzipSync(body, { level: 9 }) }));
    }
    return { type: file.type, ...bytes };
  };
}
