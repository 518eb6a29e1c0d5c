/**
 * The soak's database: a SQLite file in a fresh temporary folder, or (BENCH_DB=postgres) a fresh database on
 * BENCH_PG_URL's cluster; dropped at the end (the folder kept with BENCH_KEEP_DB=1).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DB, KEEP_DB, PG_URL } from './config.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-soak-'));
let admin: pg.Client | null = null;
let dbName: string | null = null;

/** Creates the database; answers the server's DATABASE_URL. */
export async function createDatabase(): Promise<string> {
  if (DB !== 'postgres') return `sqlite:${path.join(dir, 'soak.db')}`;
  admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  dbName = `taikai_soak_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${dbName}`);
  const url = new URL(PG_URL);
  url.pathname = `/${dbName}`;
  return url.toString();
}

export async function dropDatabase(): Promise<void> {
  if (admin) {
    if (dbName) await admin.query(`drop database if exists ${dbName} with (force)`).catch((e) => console.error(e));
    await admin.end();
  }
  if (KEEP_DB) console.log(`database kept in ${dir}`);
  else fs.rmSync(dir, { recursive: true, force: true });
}
