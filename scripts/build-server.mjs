// Compiles the server to one JavaScript file (dependencies stay in node_modules), so `npm start`
// runs plain JavaScript rather than a TypeScript loader.
import { build } from "esbuild";

await build({
  entryPoints: ["src/server/main.ts"],
  outfile: "dist/server/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
