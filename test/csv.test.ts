import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvOf, neutralisedCell } from '../src/rest/csv.js';

/**
 * CSV downloads (src/rest/csv.ts) against formula injection, whatever
 * separator the spreadsheet opening them splits at: a `;` locale opening the
 * service's comma-separated file, a reader that ignores quotes.
 */
const SEPARATORS = [',', ';', '\t', '|'];
/** What a spreadsheet may run, found where a field (after any spaces or quotes) begins. */
const FORMULA = /^[\s"]*[=+\-@]/;

/** Every field a reader splitting at `delimiter` finds: one that honours quotes (where it can) and one that ignores them. */
function fieldsAt(csv: string, delimiter: string): string[] {
  const naive = parse(csv, { delimiter, quote: false, relax_column_count: true, record_delimiter: ['\r\n', '\n', '\r'] }) as string[][];
  const quoted = (() => {
    try {
      return parse(csv, { delimiter, relax_quotes: true, relax_column_count: true }) as string[][];
    } catch {
      // A comma-separated quoted file read at another separator is not valid CSV for it: the naive split covers it.
      return [];
    }
  })();
  return [...naive, ...quoted].flat();
}

/** Text rich in what matters: separators, line breaks, quotes, spaces and formula signs, among ordinary characters. */
const cellText = fc.oneof(
  fc.string({ unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ',', ';', '|', '"', "'", ' ', 'a', '1', '(', ')'), maxLength: 12 }),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
);

describe('CSV formula neutralisation', () => {
  it('leaves no field a spreadsheet may run, at any separator, with or without quotes honoured', () => {
    fc.assert(
      fc.property(fc.array(cellText, { minLength: 1, maxLength: 4 }), (cells) => {
        const columns = cells.map((_, i) => `c${i}`);
        const csv = csvOf(columns, [Object.fromEntries(cells.map((cell, i) => [`c${i}`, cell]))]);
        for (const delimiter of SEPARATORS) {
          for (const field of fieldsAt(csv, delimiter)) expect(FORMULA.test(field), `${JSON.stringify(field)} at ${JSON.stringify(delimiter)} in ${JSON.stringify(csv)}`).toBe(false);
        }
        // Read as written (comma, quotes honoured), every cell is the text with ' inserted, nothing lost.
        const [, row] = parse(csv, { relax_column_count: true }) as string[][];
        expect(row!.map((field) => field.replaceAll("'", ''))).toEqual(cells.map((cell) => cell.replaceAll("'", '')));
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps integer amounts numbers, negative ones included, read back as the same number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.string({ maxLength: 8 }), (amount, label) => {
        const csv = csvOf(['label', 'amount'], [{ label, amount }]);
        const [, row] = parse(csv) as string[][];
        expect(row![1]).toBe(String(amount));
        expect(Number(row![1])).toBe(amount);
        // A cell of digits with a sign is read as a number and nothing else: no formula to run.
        expect(row![1]).toMatch(/^-?\d+$/);
      }),
    );
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['  =1', "'  =1"],
    [';=cmd|x', ";'=cmd|x"],
    ['|=cmd', "|'=cmd"],
    ['a,=1;+2\n-3', "a,'=1;'+2\n'-3"],
    ['"=1"', "\"'=1\""],
    ['Block A - East', 'Block A - East'],
    ['Appt. 3', 'Appt. 3'],
  ])('neutralises %j as %j', (text, expected) => {
    expect(neutralisedCell(text)).toBe(expected);
  });

  it('quotes every field, the header too, and leaves null empty', () => {
    expect(csvOf(['name', 'amount', 'date'], [{ name: '=1', amount: -500, date: null }])).toBe('"name","amount","date"\r\n"\'=1","-500",\r\n');
  });
});
