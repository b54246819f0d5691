import { type Column, getTableColumns, type Table } from "drizzle-orm";

/**
 * Maps a driver row (column names) to the table's typed row (property names) with each column's own
 * decoder. drizzle's generic result mapping costs ~120 µs a row on a wide table; this is for hot
 * reads only (see bench/), everything else stays on the query builder.
 */
export function rowMapper<T extends Table>(table: T): (raw: Record<string, unknown>) => T["$inferSelect"] {
  const columns = Object.entries(getTableColumns(table)).map(
    ([key, column]) => [key, column.name, column as Column] as const,
  );
  return (raw) => {
    const row: Record<string, unknown> = {};
    for (const [key, name, column] of columns) {
      const value = raw[name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T["$inferSelect"];
  };
}
