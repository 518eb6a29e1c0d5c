/**
 * Many rows as one bound parameter: `(select … from json_each(?)) as v` on SQLite, `json_array_elements` on
 * PostgreSQL. A multi-row update or insert built on it has the same SQL text whatever the number of rows, so it is
 * compiled by Kysely from a handful of nodes (not one per row and column), prepared once (SQLite's statement cache,
 * database.ts) and planned once; the rows travel as one JSON text.
 *
 * Each row is an array, one element per column in the order given. A column is read as
 *  - `integer`: a JSON number (cast to integer);
 *  - `text`: a JSON string;
 *  - `json`: any JSON value, stored as its JSON text — exactly as `JSON.stringify` wrote it (SQLite renders the value
 *    without whitespace, which JSON.stringify never writes; PostgreSQL's `json` type keeps the text as given), so a
 *    JSON column need not be stringified twice.
 */
import { type AliasedRawBuilder, sql } from 'kysely';
import { type Executor, isPostgres } from '../db/database.js';

export type JsonColumnType = 'integer' | 'text' | 'json';

/** The column list of a rows source: name → how it is read. */
export type JsonColumns = Readonly<Record<string, JsonColumnType>>;

type Row<C extends JsonColumns> = { [K in keyof C]: C[K] extends 'integer' ? number : string };

/** The rows (arrays in `columns` order) as a derived table `alias`. */
export function jsonRows<C extends JsonColumns, A extends string>(
  db: Executor,
  columns: C,
  rows: readonly (readonly unknown[])[],
  alias: A,
): AliasedRawBuilder<Row<C>, A> {
  const pg = isPostgres(db);
  const picks = Object.entries(columns).map(([name, type], i) => {
    const at = sql.lit(i);
    const pick =
      type === 'integer'
        ? sql`cast(value->>${at} as integer)`
        : type === 'text'
          ? sql`value->>${at}`
          : sql`cast(value->${at} as text)`;
    return sql`${pick} as ${sql.id(name)}`;
  });
  const payload = JSON.stringify(rows);
  const source = pg ? sql`json_array_elements(cast(${payload} as json))` : sql`json_each(${payload})`;
  return sql<Row<C>>`(select ${sql.join(picks)} from ${source})`.as(alias);
}
