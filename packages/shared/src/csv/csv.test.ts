import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, type CsvRow, csvChunks, csvFile, csvRows, guardFormula } from './index.js';

/** Parses a written file back the way a spreadsheet reads it: BOM off, comma-separated, CRLF rows. */
function readBack(file: string, delimiter = ','): string[][] {
  expect(file.startsWith(CSV_BOM)).toBe(true);
  expect(file.endsWith('\r\n')).toBe(true);
  return Papa.parse<string[]>(file.slice(1, -2), { delimiter, newline: '\r\n', quoteChar: '"' }).data;
}

/** Formula signs a spreadsheet acts on, half- and full-width; an independent copy of the guard's list. */
const SIGN = /^[=+\-@＝＋－＠]/u;
/** What must never begin a cell or a `;`/line-break piece: tab or CR, or a sign after whitespace and quotes. */
const UNSAFE_START = /^(?:[\t\r]|[\s"]*[=+\-@＝＋－＠])/u;

/** Text made mostly of the characters that matter here, and any text. */
const text = fc.oneof(
  fc.string({
    unit: fc.constantFrom(
      '=',
      '+',
      '-',
      '@',
      '＝',
      '＋',
      '－',
      '＠',
      '\t',
      '\r',
      '\n',
      ';',
      ',',
      '"',
      "'",
      ' ',
      '\u3000',
    ),
    maxLength: 12,
  }),
  fc.string({
    unit: fc.constantFrom('=', '-', ';', '\n', '"', ' ', 'a', '1', '.', '東', 'H', '(', ')'),
    maxLength: 24,
  }),
  fc.string({ unit: 'grapheme', maxLength: 24 }),
  fc.string({ unit: 'binary', maxLength: 24 }),
);
const finite = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -1e7, max: 1e7 }).map((x) => x / 1000),
);

describe('guardFormula', () => {
  it('puts a quote in front of a cell that begins like a formula, half- or full-width', () => {
    for (const t of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '＝1+1', '＋1', '－1', '＠SUM(A1)']) {
      expect(guardFormula(t)).toBe(`'${t}`);
    }
    // whitespace and double quotes do not hide the sign (an importer may trim or unquote them)
    expect(guardFormula(' =1')).toBe("' =1");
    expect(guardFormula('\u3000＝1')).toBe("'\u3000＝1");
    expect(guardFormula('"=1"')).toBe(`'"=1"`);
  });

  it('guards every `;` piece and every line after a break, not only the beginning', () => {
    expect(guardFormula('x;=HYPERLINK("http://e.test","go")')).toBe(`x;'=HYPERLINK("http://e.test","go")`);
    expect(guardFormula('a; -1;+2')).toBe("a;' -1;'+2");
    expect(guardFormula('a;\tb')).toBe("a;'\tb");
    expect(guardFormula('line 1\n=cmd|x')).toBe("line 1\n'=cmd|x");
    expect(guardFormula('line 1\r\n\r\n@x')).toBe("line 1\r\n\r\n'@x");
  });

  it('leaves other text alone', () => {
    for (const t of ['Alice', 'a-b', 'a=b', '1+1', '种子, 选手', 'Dan, "D"', 'x; y', 'x;', '', ' ', "'=quoted"]) {
      expect(guardFormula(t)).toBe(t);
    }
    // a blank line inside a multi-line remark is not a piece beginning with CR
    expect(guardFormula('line 1\r\n\r\nline 3')).toBe('line 1\r\n\r\nline 3');
  });
});

describe('csvFile', () => {
  it('writes BOM, header, CRLF rows; numbers as numbers, text guarded and quoted as needed', () => {
    const file = csvFile(
      ['Rank', 'Nickname', 'Score', 'Remark'],
      [
        [1, 'Ａｌｉｃｅ', 35.5, ''],
        [2, '=Bob', -12.5, 'Dan, "D"'],
        [3, '－1', 0, 'x;=1'],
        [4, ' pad ', -0.001, 'two\nlines'],
      ],
    );
    expect(file).toBe(
      '\uFEFFRank,Nickname,Score,Remark\r\n' +
        '1,Ａｌｉｃｅ,35.5,\r\n' +
        `2,'=Bob,-12.5,"Dan, ""D"""\r\n` +
        `3,'－1,0,"x;'=1"\r\n` +
        '4," pad ",-0.001,"two\nlines"\r\n',
    );
    expect(Array.from(new TextEncoder().encode(file).slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('writes the header alone for no rows, and a non-finite number as guarded text', () => {
    expect(csvFile(['a', 'b'], [])).toBe('\uFEFFa,b\r\n');
    expect(csvRows([])).toBe('');
    expect(csvRows([[Number.NaN, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY]])).toBe(
      "NaN,'-Infinity,Infinity\r\n",
    );
  });

  it('streams the same bytes as it writes at once', async () => {
    const rows: CsvRow[][] = [
      [[1, '=a']],
      [],
      [
        [2, 'b;-c'],
        [-3, 'd'],
      ],
    ];
    async function* batches() {
      yield* rows;
    }
    let streamed = '';
    for await (const chunk of csvChunks(['n', 't'], batches())) streamed += chunk;
    expect(streamed).toBe(csvFile(['n', 't'], rows.flat()));
  });

  it('any text cell reads back as the guarded text, never beginning like a formula; numbers round-trip (property)', () => {
    fc.assert(
      fc.property(text, finite, (t, n) => {
        const rows = readBack(csvFile(['text', 'number'], [[t, n]]));
        expect(rows).toEqual([
          ['text', 'number'],
          [guardFormula(t), String(n)],
        ]);
        const [cellText, cellNumber] = rows[1];
        expect(cellText).not.toMatch(UNSAFE_START);
        expect(cellText).not.toMatch(SIGN);
        // the guard only adds apostrophes, and only where needed
        expect(cellText.replaceAll("'", '')).toBe(t.replaceAll("'", ''));
        if (!UNSAFE_START.test(t) && !/(?:;|[\r\n])/.test(t)) expect(cellText).toBe(t);
        expect(Number(cellNumber)).toBe(n === 0 ? 0 : n);
      }),
      { numRuns: 2000 },
    );
  });

  it('no `;` piece or line of a text cell begins like a formula (property)', () => {
    fc.assert(
      fc.property(text, (t) => {
        for (const piece of guardFormula(t).split(/;|[\r\n]+(?![\r\n])/)) expect(piece).not.toMatch(UNSAFE_START);
      }),
      { numRuns: 2000 },
    );
  });

  it('read with `;` as the separator (a spreadsheet in such a locale), no field begins like a formula (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(text, finite, text), { minLength: 1, maxLength: 4 }), (rows) => {
        const file = csvFile(['a', 'b', 'c'], rows);
        for (const newline of ['\r\n', '\n', '\r'] as const) {
          const fields = Papa.parse<string[]>(file.slice(1), { delimiter: ';', newline, quoteChar: '"' }).data.flat();
          for (const field of fields) expect(field).not.toMatch(/^[\s"]*[=+\-@＝＋－＠]/u);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
