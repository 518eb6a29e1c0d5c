import os from 'node:os';
import { defineConfig } from 'vitest/config';

const workers = process.env.TAIKAI_TEST_DATABASE_URL?.startsWith('postgres') ? 1 : os.availableParallelism();

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // One test file per core on SQLite (Vitest's default keeps one core back: a single worker on a 2-core machine).
    // On PostgreSQL every file has a schema of its own in one database, and Kysely's introspection (which its
    // migrator runs) reads every schema: a file dropping its schema while another migrates fails the other with
    // "schema does not exist". There the files run one at a time.
    maxWorkers: workers,
    minWorkers: workers,
  },
});
