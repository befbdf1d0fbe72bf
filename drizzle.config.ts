import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // The floor's tables, and the tables a single feature owns.
  schema: ["./src/server/db/schema.ts", "./src/server/features/*/tables.ts"],
  out: "./drizzle",
  casing: "snake_case",
});
