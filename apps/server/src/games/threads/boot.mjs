// A game thread started from the TypeScript sources (development, tests, benchmarks): tsx compiles the thread's
// entry (src/game-thread.ts) and what it imports. The production bundle starts dist/game-thread.js instead (game-threads.ts `threadEntry`).
import { register } from 'tsx/esm/api';

register();
await import('../../game-thread.ts');
