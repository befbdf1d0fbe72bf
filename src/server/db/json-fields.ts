// Database-written JSON and row-built answers share one map, so they cannot drift apart.
import { is, sql, type SQL } from "drizzle-orm";
import { PgTimestamp, type PgColumn } from "drizzle-orm/pg-core";

export type ColumnMap = Record<string, PgColumn>;

/** A timestamp column as toISOString() writes it: milliseconds, UTC, "Z" (null stays null). */
export const isoTime = (column: string) => sql.raw(isoText(column));

const isoText = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The arguments of json_build_object for the map's columns of the table aliased `alias`. */
export function jsonFields(alias: string, columns: ColumnMap): SQL {
  const pairs = Object.entries(columns).map(([field, column]) => {
    const name = `${alias}.${column.name}`;
    return sql.raw(`'${field}', ${is(column, PgTimestamp) ? isoText(name) : name}`);
  });
  return sql.join(pairs, sql.raw(", "));
}

type Iso<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

/** A row selected by a column map, with its timestamps written as the SQL above writes them. */
export function withIsoTimes<T extends Record<string, unknown>>(row: T): Iso<T> {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(row)) {
    out[field] = value instanceof Date ? value.toISOString() : value;
  }
  return out as Iso<T>;
}
