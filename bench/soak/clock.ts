/** Time for the soak: seconds since the run started (the phases' clock), sleeps, random delays, unix seconds. */

let t0 = 0;

/** The run starts now: `tRel` and `sinceStartMs` count from here. */
export function startClock(): void {
  t0 = performance.now();
}
/** seconds since the run started */
export const tRel = () => (performance.now() - t0) / 1000;
export const sinceStartMs = () => performance.now() - t0;

export const rnd = (a: number, b: number) => a + Math.random() * (b - a);
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const nowSec = () => Math.floor(Date.now() / 1000);
