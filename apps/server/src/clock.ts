/** Where the server reads the time; tests pass a clock they can move. Unix seconds. */
export interface Clock {
  now(): number;
}
export const systemClock: Clock = { now: () => Math.floor(Date.now() / 1000) };

export class ManualClock implements Clock {
  constructor(private t: number = Math.floor(Date.now() / 1000)) {}
  now(): number {
    return this.t;
  }
  set(t: number): void {
    this.t = t;
  }
  advance(seconds: number): void {
    this.t += seconds;
  }
}
