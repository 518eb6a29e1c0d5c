/**
 * Every test file starts with the areas' domain-event listeners subscribed, as a running server has them (routes.ts,
 * the CLI and each game thread subscribe before their first call): code under test that finishes games or writes
 * records emits `records.changed`, and the standings it keeps are part of what the tests check.
 */
import { subscribeAll } from '../src/subscribers.js';

subscribeAll();
