/**
 * Tables played elsewhere (issue 32) as a CSV file, for the console's import: the columns (columns.ts), reading a
 * file with every problem named by line and column (parse.ts, cells.ts), writing the template and tables (write.ts),
 * and the yakuman a table may record (yakuman.ts).
 */

export type { OfflineCellKind } from './cells.js';
export * from './columns.js';
export * from './parse.js';
export * from './write.js';
export * from './yakuman.js';
