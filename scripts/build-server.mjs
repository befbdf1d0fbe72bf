// Compiles the server to one JavaScript file, dependencies included, so `npm start` runs plain
// JavaScript rather than a TypeScript loader, and starts fast: loading hundreds of separate ES
// modules from node_modules (Better Auth is the largest) was most of the time to the first
// answer. PGlite stays outside: it finds its
// WebAssembly and data files next to its own modules. So does sharp: it loads a native binary
// (@img/sharp-<platform>) that esbuild cannot bundle.
import { build } from "esbuild";

const common = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  external: ["@electric-sql/pglite", "pg-native", "sharp"],
  // CommonJS dependencies (pg, nodemailer) call require(); an ES module has none of its own.
  banner: {
    js: "import { createRequire as __huddleRequire } from 'node:module'; const require = __huddleRequire(import.meta.url);",
  },
  sourcemap: true,
  logLevel: "warning",
};

await build({ ...common, entryPoints: ["src/server/main.ts"], outfile: "dist/server/main.js" });
// The server's first paint renders the web's pages (web/prerender/render-page.tsx): a bundle of
// its own beside main.js, which the server loads by path (server/http/prerender.ts).
await build({
  ...common,
  entryPoints: ["src/web/prerender/render-page.tsx"],
  outfile: "dist/server/render-page.js",
});
