// Names of the databases tests make next to TEST_DATABASE_URL's own: a migrated template, and
// one copy per test file.
function baseName(url: string) {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, "")) || "postgres";
}

/** Every database of one test run starts with this, so two runs on one URL never collide. */
export const runPrefix = (url: string, run: string) => `${baseName(url)}_h${run}`;

export const templateName = (url: string, run: string) => `${runPrefix(url, run)}_tpl`;

export function databaseUrlFor(url: string, database: string) {
  const next = new URL(url);
  next.pathname = "/" + encodeURIComponent(database);
  return next.toString();
}
