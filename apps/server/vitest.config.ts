import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // one test file per core (Vitest's default keeps one core back: a single worker on a 2-core machine)
    maxWorkers: os.availableParallelism(),
    minWorkers: os.availableParallelism(),
  },
});
