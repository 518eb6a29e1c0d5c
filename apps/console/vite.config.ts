import os from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite/precompress';

export default defineConfig({
  plugins: [react(), precompress()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      // Two pages: the console (index.html), and the players' lobby at /m/ (m/index.html, served for every path under
      // /m/), whose entry loads only the lobby: no console screen, no Ant Design up front (light on a phone)
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        lobby: fileURLToPath(new URL('m/index.html', import.meta.url)),
      },
    },
  },
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
