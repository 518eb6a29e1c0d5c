import { describe, expect, it } from 'vitest';
import { TurnGate } from './turn-gate.js';

const endOfTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('TurnGate', () => {
  it('lets what passed in one turn through together at its end, in arrival order', async () => {
    const errors: unknown[] = [];
    const gate = new TurnGate((e) => errors.push(e));
    const ran: number[] = [];
    gate.pass(() => ran.push(1));
    gate.pass(() => ran.push(2));
    await Promise.resolve();
    gate.pass(() => ran.push(3));
    expect(ran).toEqual([]); // nothing before the turn's end, microtasks included
    await endOfTurn();
    expect(ran).toEqual([1, 2, 3]);
    gate.pass(() => ran.push(4)); // a later turn opens the gate again
    await endOfTurn();
    expect(ran).toEqual([1, 2, 3, 4]);
    expect(errors).toEqual([]);
  });

  it('a continuation that throws is reported and the others still go on', async () => {
    const errors: unknown[] = [];
    const gate = new TurnGate((e) => errors.push(e));
    const ran: string[] = [];
    gate.pass(() => ran.push('a'));
    gate.pass(() => {
      throw new Error('boom');
    });
    gate.pass(() => ran.push('c'));
    await endOfTurn();
    expect(ran).toEqual(['a', 'c']);
    expect(errors).toHaveLength(1);
    expect((errors[0] as Error).message).toBe('boom');
  });

  it('something passed while the gate opens waits for the next turn', async () => {
    const gate = new TurnGate(() => {});
    const ran: string[] = [];
    gate.pass(() => {
      ran.push('first');
      gate.pass(() => ran.push('second'));
    });
    await endOfTurn();
    expect(ran).toEqual(['first']);
    await endOfTurn();
    expect(ran).toEqual(['first', 'second']);
  });
});
