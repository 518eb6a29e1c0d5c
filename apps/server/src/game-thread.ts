/**
 * A game thread's entry (games/threads/worker.ts is the thread itself). A thread finishes games, and a finish tells
 * the areas through domain events (`records.changed`: modules/ranking keeps the standings), so the thread subscribes
 * every area's listeners first, as the main thread does before its first route. Here, at the top of src, because
 * the game runtime (src/games) never imports the areas (src/modules).
 */
import { subscribeAll } from './subscribers.js';

subscribeAll();
await import('./games/threads/worker.js');
