import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite/precompress';

export default defineConfig({
  plugins: [react(), precompress()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080' } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    testTimeout: 120_000,
    css: false,
    // one test file per core: Vitest's default leaves a core for itself (one worker on a 2-core machine), but its
    // main process is idle while the workers run jsdom, so that halves the suite's wall time there
    maxWorkers: os.availableParallelism(),
    minWorkers: os.availableParallelism(),
  },
});
