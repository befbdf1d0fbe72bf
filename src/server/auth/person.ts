// A person as the API shows them; a guest's placeholder email is never shown.
import { sql, type SQL } from "drizzle-orm";
import type { Language } from "../../shared/core/languages";
import { user } from "../db/schema";

/** A guest's email, as answered: none. */
const shownEmail = sql<string>`case when ${user.isAnonymous} then '' else ${user.email} end`;

/** The columns of `Me`, for a Drizzle select or returning. */
export const personColumns = {
  id: user.id,
  name: user.name,
  email: shownEmail,
  image: user.image,
  guest: user.isAnonymous,
};

/** The columns of `Account` (GET and PATCH /api/me): the person, their language and time zone. */
export const accountColumns = {
  ...personColumns,
  language: sql<Language | null>`${user.language}`,
  timeZone: user.timeZone,
};

/** A guest's email as answered (none), for the user row aliased `alias`, in raw SQL. */
export const shownEmailOf = (alias: string): SQL =>
  sql.raw(`case when ${alias}.is_anonymous then '' else ${alias}.email end`);

/** `Me` but the email, as json_build_object arguments; the email is spliced in per viewer. */
export const personJsonFields = (alias: string): SQL =>
  sql.raw(
    `'id', ${alias}.id, 'name', ${alias}.name, ` +
      `'image', ${alias}.image, 'guest', ${alias}.is_anonymous`,
  );
