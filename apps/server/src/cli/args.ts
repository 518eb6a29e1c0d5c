import { parseArgs } from 'node:util';
import type { Database } from '../db/database.js';

export type Command = (db: Database, argv: string[]) => Promise<void>;

/** Wrong arguments: printed with the usage, exit code 2. */
export class CliError extends Error {}

type Spec = Record<string, { type: 'string' | 'boolean' }>;

export function parseOptions<S extends Spec>(argv: string[], spec: S) {
  try {
    return parseArgs({ args: argv, options: spec, allowPositionals: true, strict: true });
  } catch (err) {
    throw new CliError(err instanceof Error ? err.message : String(err));
  }
}

export function required(values: Record<string, unknown>, name: string): string {
  const v = values[name];
  if (typeof v !== 'string' || v === '') throw new CliError(`Missing --${name}`);
  return v;
}

export function intOption(values: Record<string, unknown>, name: string, fallback?: number): number {
  const v = values[name];
  if (v === undefined && fallback !== undefined) return fallback;
  if (typeof v !== 'string' || !/^-?\d+$/.test(v)) throw new CliError(`--${name} must be a whole number`);
  return Number(v);
}
