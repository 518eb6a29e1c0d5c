/**
 * Lets callers through together at the end of the current turn of the event loop (its check phase): whatever
 * arrives in one turn waits for the rest of that turn, then goes on in arrival order.
 *
 * What it is for (plugins/read-barrier.ts): API requests read in one turn are then handled, and their replies
 * written, one after the other instead of each as soon as its bytes were read. Under concurrent load this keeps a
 * client that sends many requests busy reading replies instead of going to sleep and being woken for each, and a
 * wake-up of another CPU is costly on a virtual machine (on this project's 2-core machine the gate takes ~40 % off
 * the rank page's CPU per request, and a bare Fastify route gains from it too: bench/RESULTS.md "Records and
 * ranking" runs a bare route with and without the gate).
 * A request waits at most for the requests read in the same turn.
 */
export class TurnGate {
  #waiting: (() => void)[] = [];

  /** @param onError what to do with an error a caller's continuation threw (the others still go on) */
  constructor(private readonly onError: (error: unknown) => void) {}

  /** Runs `go` at the end of this turn, after whatever passed before it in the turn. */
  pass(go: () => void): void {
    if (this.#waiting.push(go) === 1) setImmediate(this.#open);
  }

  readonly #open = (): void => {
    const waiting = this.#waiting;
    this.#waiting = [];
    for (const go of waiting) {
      try {
        go();
      } catch (error) {
        this.onError(error);
      }
    }
  };
}
