import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RecordLogFile } from '../schemas/record.js';
import { buildReplay } from './build.js';
import { playRecorded } from './test-games.js';
import { redFivesFor, tileName } from './tiles.js';
import type { WallVerification } from './types.js';
import { verifyHand, verifyReplay, wallHash } from './verify.js';

type Ev = Record<string, unknown>;

/** A copy of the log with `change` applied to its events (the copy is deep: the original stays as it was). */
function tampered(log: RecordLogFile, change: (mjai: Ev[]) => void): RecordLogFile {
  const mjai = JSON.parse(JSON.stringify(log.mjai)) as Ev[];
  change(mjai);
  return { ...log, mjai };
}

/** The events of hand `n` (its start_kyoku and what follows up to the next). */
function handEvents(mjai: Ev[], n: number): Ev[] {
  const starts = mjai.flatMap((e, i) => (e.type === 'start_kyoku' ? [i] : []));
  return mjai.slice(starts[n], starts[n + 1] ?? mjai.length);
}

const statusOf = (log: RecordLogFile, hand = 0): WallVerification => verifyHand(buildReplay(log).hands[hand]);

/** The first hand in which `pick` finds an event, and that event. */
function find(mjai: Ev[], pick: (e: Ev) => boolean): { hand: number; event: Ev } {
  let hand = -1;
  for (const e of mjai) {
    if (e.type === 'start_kyoku') hand++;
    if (pick(e)) return { hand, event: e };
  }
  throw new Error('no such event in these games');
}

describe('verifyHand', () => {
  const four = playRecorded({ seed: 'verify-4', roundType: 2, chaos: 0.3, levels: [2, 1, 2, 0] });
  const three = playRecorded({ seed: 'verify-3', roundType: 12, chaos: 0.3, levels: [2, 1, 0], wallVersion: 1 });
  // a four-player game with kans (replacement draws) and riichi wins with ura indicators
  const kans = playRecorded({ seed: 'verify-kan-0', roundType: 2, chaos: 0.4, levels: [2, 2, 2, 2] });

  it('hashes as the server does: hex SHA-256 of `<salt>:<ids joined by ,>`', () => {
    const wall = [5, 0, 135, 17];
    const expected = createHash('sha256').update('ab12:5,0,135,17').digest('hex');
    expect(wallHash('ab12', wall)).toBe(expected);
    const e = four.log.mjai[1] as Ev;
    expect(wallHash(e.wall_salt as string, e.wall as number[])).toBe(e.wall_hash);
  });

  it('names wall tiles as the engine does (red fives are the lowest ids of their five)', () => {
    const red = redFivesFor(3, 4);
    expect([tileName(16, red), tileName(17, red), tileName(52, red), tileName(88, red), tileName(89, red)]).toEqual([
      '5mr',
      '5m',
      '5pr',
      '5sr',
      '5s',
    ]);
    expect(tileName(108, red)).toBe('E');
    expect(tileName(135, red)).toBe('C');
    expect(redFivesFor(4, 3)).toEqual([0, 2, 2]);
    expect(redFivesFor(4, 4)).toEqual([1, 2, 1]);
    expect(redFivesFor(9, 4)).toEqual([1, 2, 1]);
  });

  it('verifies every hand of untouched logs, 4 and 3 players, both wall versions', () => {
    for (const game of [four, three, kans]) {
      const results = verifyReplay(buildReplay(game.log));
      expect(results.length).toBeGreaterThan(3);
      expect(results).toEqual(results.map(() => ({ status: 'verified' })));
    }
  });

  it('finds an altered wall tile (the hash no longer matches)', () => {
    const log = tampered(four.log, (m) => {
      const e = handEvents(m, 2)[0];
      const wall = e.wall as number[];
      [wall[60], wall[61]] = [wall[61], wall[60]];
    });
    expect(statusOf(log, 2)).toMatchObject({ status: 'mismatch', what: 'hash' });
    expect(statusOf(log, 1)).toEqual({ status: 'verified' });
  });

  it('finds an altered salt or hash', () => {
    const salt = tampered(four.log, (m) => {
      const e = handEvents(m, 0)[0];
      e.wall_salt = `${(e.wall_salt as string).slice(0, -1)}${(e.wall_salt as string).endsWith('0') ? '1' : '0'}`;
    });
    expect(statusOf(salt)).toMatchObject({ status: 'mismatch', what: 'hash' });
    const hash = tampered(four.log, (m) => {
      handEvents(m, 0)[0].wall_hash = '0'.repeat(64);
    });
    expect(statusOf(hash)).toMatchObject({ status: 'mismatch', what: 'hash' });
  });

  it('finds a wall committed honestly but not the one dealt from (hash recomputed over a changed wall)', () => {
    const log = tampered(four.log, (m) => {
      const e = handEvents(m, 0)[0];
      const wall = e.wall as number[];
      // swap a dealt tile with one from the live wall: a full set still, a consistent hash, another deal
      const k = wall.findIndex((id, i) => i >= 52 && id >> 2 !== wall[0] >> 2);
      [wall[0], wall[k]] = [wall[k], wall[0]];
      e.wall_hash = wallHash(e.wall_salt as string, wall);
    });
    expect(statusOf(log)).toMatchObject({ status: 'mismatch', what: 'deal' });
    const dup = tampered(four.log, (m) => {
      const e = handEvents(m, 0)[0];
      const wall = e.wall as number[];
      wall[100] = wall[101];
      e.wall_hash = wallHash(e.wall_salt as string, wall);
    });
    expect(statusOf(dup)).toMatchObject({ status: 'mismatch', what: 'wall' });
  });

  it('finds an altered deal, draw, replacement draw, dora or ura indicator', () => {
    const other = (tile: string) => (tile === 'C' ? 'E' : 'C');
    const deal = tampered(four.log, (m) => {
      const tehais = handEvents(m, 0)[0].tehais as string[][];
      tehais[1][0] = other(tehais[1][0]);
    });
    expect(statusOf(deal)).toMatchObject({ status: 'mismatch', what: 'deal' });

    const live = find(four.log.mjai as Ev[], (e) => e.type === 'tsumo' && !e.rinshan);
    const draw = tampered(four.log, (m) => {
      const e = handEvents(m, live.hand).find((x) => x.type === 'tsumo') as Ev;
      e.pai = other(e.pai as string);
    });
    expect(statusOf(draw, live.hand)).toMatchObject({ status: 'mismatch', what: 'draw' });

    for (const game of [kans, three]) {
      const rs = find(game.log.mjai as Ev[], (e) => e.type === 'tsumo' && e.rinshan === true);
      const rinshan = tampered(game.log, (m) => {
        const e = handEvents(m, rs.hand).find((x) => x.type === 'tsumo' && x.rinshan === true) as Ev;
        e.pai = other(e.pai as string);
      });
      expect(statusOf(rinshan, rs.hand)).toMatchObject({ status: 'mismatch', what: 'draw' });
    }

    const dora = tampered(four.log, (m) => {
      const e = handEvents(m, 3)[0];
      e.dora_marker = other(e.dora_marker as string);
    });
    expect(statusOf(dora, 3)).toMatchObject({ status: 'mismatch', what: 'dora' });

    const withUra = [four, three, kans].find((g) =>
      g.log.mjai.some((e) => e.type === 'hora' && (e.uradora_markers as string[]).length),
    );
    if (!withUra) throw new Error('no riichi win with ura in these games');
    const ura = find(withUra.log.mjai as Ev[], (e) => e.type === 'hora' && (e.uradora_markers as string[]).length > 0);
    const uraLog = tampered(withUra.log, (m) => {
      const e = handEvents(m, ura.hand).find((x) => x.type === 'hora') as Ev;
      const markers = e.uradora_markers as string[];
      markers[0] = other(markers[0]);
    });
    expect(statusOf(uraLog, ura.hand)).toMatchObject({ status: 'mismatch', what: 'ura' });
  });

  it('follows replacement draws past the dead wall’s first four (each takes the live wall’s last tile)', () => {
    const game = playRecorded({ seed: 'rinshan-7', roundType: 11, chaos: 0.1, levels: [2, 2, 2] });
    const replay = buildReplay(game.log);
    const replacements = (h: (typeof replay.hands)[number]) =>
      h.frames.filter((f) => f.action.type === 'draw' && f.action.rinshan).length;
    const hand = replay.hands.findIndex((h) => replacements(h) >= 6);
    expect(hand).toBeGreaterThanOrEqual(0);
    expect(verifyHand(replay.hands[hand])).toEqual({ status: 'verified' });
    const log = tampered(game.log, (m) => {
      const fifth = handEvents(m, hand).filter((e) => e.type === 'tsumo' && e.rinshan === true)[4];
      fifth.pai = fifth.pai === 'C' ? 'E' : 'C';
    });
    expect(statusOf(log, hand)).toMatchObject({
      status: 'mismatch',
      what: 'draw',
      detail: expect.stringContaining('replacement'),
    });
  });

  it('finds a hand cut short: an exhaustive draw with tiles left in the wall', () => {
    const game = [four, three].find((g) => g.log.mjai.some((e) => e.type === 'ryukyoku' && e.reason === 'fanpai'));
    if (!game) throw new Error('no exhaustive draw in these games');
    const at = find(game.log.mjai as Ev[], (e) => e.type === 'ryukyoku' && e.reason === 'fanpai');
    const log = tampered(game.log, (m) => {
      const events = handEvents(m, at.hand);
      // drop the last draw and discard before the draw: the log now ends its hand a tile early
      const k = events.findIndex((e) => e.type === 'ryukyoku');
      const lastDraw = events.slice(0, k).reduce((j, e, i) => (e.type === 'tsumo' ? i : j), -1);
      const start = m.indexOf(events[0]);
      m.splice(start + lastDraw, 2);
    });
    expect(statusOf(log, at.hand)).toMatchObject({ status: 'mismatch', what: 'draw' });
  });

  it('says unavailable without a wall (an older log, or a hand the log leaves unrevealed)', () => {
    const log = tampered(four.log, (m) => {
      delete handEvents(m, 0)[0].wall;
    });
    expect(statusOf(log)).toEqual({ status: 'unavailable' });
    expect(statusOf(log, 1)).toEqual({ status: 'verified' });
  });

  it('verifies a terminated game’s unfinished hand as far as it went', () => {
    const game = playRecorded({ seed: 'verify-t', roundType: 1, chaos: 0.2, terminateAfter: 150 });
    const replay = buildReplay(game.log);
    expect(replay.hands[replay.hands.length - 1].result).toBeNull();
    expect(verifyReplay(replay).every((v) => v.status === 'verified')).toBe(true);
  });
});
