// Names of the databases tests make next to TEST_DATABASE_URL's own: a migrated template, and
// one copy per test file.
export function baseName(url: string) {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, "")) || "postgres";
}

export const templateName = (url: string) => `${baseName(url)}_h_tpl`;

export function databaseUrlFor(url: string, database: string) {
  const next = new URL(url);
  next.pathname = "/" + encodeURIComponent(database);
  return next.toString();
}
