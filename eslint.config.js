import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  { ignores: ["dist", "data", "node_modules", "test-results", "playwright-report", "drizzle"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "no-restricted-syntax": [
        "error",
        { selector: "CallExpression[callee.property.name='only']", message: "No .only in tests." },
        { selector: "CallExpression[callee.property.name='skip']", message: "No skipped tests." },
      ],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "no-restricted-imports": [
        "error",
        {
          patterns: ["**/server/**"],
          // React shows what Suspense waited for no sooner than 300 ms after its fallback: a
          // lazy part arrives with lib/lazy-component.ts instead (decision 222).
          paths: [
            {
              name: "react",
              importNames: ["lazy", "Suspense"],
              message: "Use lazyComponent from lib/lazy-component.ts (decision 222).",
            },
          ],
        },
      ],
    },
  },
  {
    // The typed client takes the server's route declarations as types only (decision 121): no
    // server code reaches the bundle.
    files: ["src/web/lib/client/index.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/server/**"], allowTypeImports: true }] },
      ],
    },
  },
  {
    files: ["src/server/**/*.ts"],
    // The server's first paint loads the web's renderer by path (server/http/prerender.ts): no
    // import of the web's source, so the web's type-only import of the routes makes no circle.
    rules: {
      "no-restricted-imports": ["error", { patterns: ["**/web/**"] }],
    },
  },
);
