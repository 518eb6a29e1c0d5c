import { encodeAccountId } from '@taikai/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeTypedId, parseBatchText } from './batchParser';

const e = (id: number) => String(encodeAccountId(id));

describe('parseBatchText', () => {
  it('reads one game a line, split by commas or whitespace, 0 as a robot', () => {
    const text = `${e(101)}, ${e(102)} ${e(103)}\t0\n\n${e(104)},${e(105)},${e(106)},${e(107)}\n`;
    const { entries, errors } = parseBatchText(text, 4);
    expect(errors).toEqual([]);
    expect(entries).toEqual([
      {
        line: 1,
        encodedIds: [encodeAccountId(101), encodeAccountId(102), encodeAccountId(103), 0],
        accountIds: [101, 102, 103, 0],
      },
      { line: 3, encodedIds: [104, 105, 106, 107].map(encodeAccountId), accountIds: [104, 105, 106, 107] },
    ]);
  });

  it('names a non-numeric or undecodable item', () => {
    const { entries, errors } = parseBatchText(`${e(1)} abc ${e(2)} 12`, 4);
    expect(entries).toEqual([]);
    expect(errors).toEqual([
      { kind: 'invalidId', line: 1, item: 'abc' },
      { kind: 'invalidId', line: 1, item: '12' },
    ]);
  });

  it('rejects a line whose length is not the seat count', () => {
    expect(parseBatchText(`${e(1)} ${e(2)} ${e(3)}`, 4).errors).toEqual([
      { kind: 'wrongLength', line: 1, count: 3, expected: 4 },
    ]);
    expect(parseBatchText(`${e(1)} ${e(2)} ${e(3)} 0`, 3).errors).toEqual([
      { kind: 'wrongLength', line: 1, count: 4, expected: 3 },
    ]);
  });

  it('rejects an id twice on a line, an id already used and a line of robots only', () => {
    const text = [`${e(1)} ${e(1)} 0 0`, `${e(2)} ${e(3)} ${e(4)} ${e(5)}`, `${e(5)} ${e(9)} 0 0`, '0 0 0 0'].join(
      '\n',
    );
    const { entries, errors } = parseBatchText(text, 4, [9]);
    expect(entries.map((x) => x.line)).toEqual([2]);
    expect(errors).toEqual([
      { kind: 'duplicateId', line: 1, item: e(1) },
      { kind: 'usedId', line: 3, item: e(5) },
      { kind: 'usedId', line: 3, item: e(9) },
      { kind: 'allRobots', line: 4 },
    ]);
  });

  it('accepts several robots beside one person', () => {
    expect(parseBatchText(`0 ${e(8)} 0`, 3).entries[0].accountIds).toEqual([0, 8, 0]);
  });

  it('decodes typed ids only when they are real encodings', () => {
    expect(decodeTypedId('0')).toBe(0);
    expect(decodeTypedId(e(16329130))).toBe(16329130);
    expect(decodeTypedId('-5')).toBeNull();
    expect(decodeTypedId('1.5')).toBeNull();
  });
});

describe('parseBatchText properties', () => {
  const account = fc.integer({ min: 1, max: 50_000_000 });
  const seats = fc.constantFrom(3, 4);

  it('gives back exactly the lines written from distinct ids, in order', () => {
    fc.assert(
      fc.property(
        seats,
        fc.uniqueArray(account, { minLength: 1, maxLength: 40 }),
        fc.constantFrom(',', ' ', ', ', '\t', '，'),
        (n, ids, sep) => {
          const games: number[][] = [];
          for (let i = 0; i + n <= ids.length; i += n) games.push(ids.slice(i, i + n));
          const text = games.map((g) => g.map(encodeAccountId).join(sep)).join('\n');
          const { entries, errors } = parseBatchText(text, n);
          expect(errors).toEqual([]);
          expect(entries.map((x) => x.accountIds)).toEqual(games);
        },
      ),
    );
  });

  it('never accepts an entry with a wrong length, a repeated person or only robots', () => {
    fc.assert(
      fc.property(
        seats,
        fc.array(fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 6 })), { maxLength: 6 }), {
          maxLength: 8,
        }),
        fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
        (n, lines, used) => {
          const text = lines.map((l) => l.map((id) => (id === 0 ? '0' : e(id))).join(' ')).join('\n');
          const { entries, errors } = parseBatchText(text, n, used);
          const people = entries.flatMap((x) => x.accountIds.filter((id) => id > 0));
          expect(new Set(people).size).toBe(people.length);
          for (const x of entries) {
            expect(x.accountIds).toHaveLength(n);
            expect(x.accountIds.some((id) => id > 0)).toBe(true);
            for (const id of x.accountIds) if (id > 0) expect(used).not.toContain(id);
          }
          // every non-blank line is either an entry or named by an error
          const named = new Set([...entries.map((x) => x.line), ...errors.map((x) => x.line)]);
          expect(named.size).toBe(lines.filter((l) => l.length > 0).length);
          for (const x of entries) expect(errors.some((er) => er.line === x.line)).toBe(false);
        },
      ),
    );
  });

  it('names an error for any garbage item', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }).filter((s) => /^[^\s,，、]+$/.test(s) && !/^\d+$/.test(s)),
        (junk) => {
          const { errors } = parseBatchText(`${e(1)} ${junk} ${e(2)} 0`, 4);
          expect(errors).toContainEqual({ kind: 'invalidId', line: 1, item: junk });
        },
      ),
    );
  });
});
