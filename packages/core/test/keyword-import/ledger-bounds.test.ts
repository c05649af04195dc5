import { MAX_IMPORT_ID_CHARS, plausibleImportId } from '../../src/keyword-import/import-id';
import {
  type LedgerEntry,
  ledgerKey,
  MAX_LEDGER_CHARS,
  MAX_LEDGER_ENTRIES,
  parseLedger,
  serialiseLedger,
} from '../../src/keyword-import/ledger';

function entry(index: number, importId = String(4000 + index)): LedgerEntry {
  const at = new Date(Date.UTC(2026, 10, 1, 0, index)).toISOString();
  return { key: ledgerKey(101 + index, [`keyword ${index}`]), importId, at, count: 2, state: 'done' };
}

test.each([
  [4711, '4711'],
  [' 4711 ', '4711'],
  ['imp_2026-11-25', 'imp_2026-11-25'],
  ['9'.repeat(MAX_IMPORT_ID_CHARS), '9'.repeat(MAX_IMPORT_ID_CHARS)],
  ['9'.repeat(7900), null],
  ['9'.repeat(MAX_IMPORT_ID_CHARS + 1), null],
  ['12 34', null],
  ['<b>1</b>', null],
  [1.5, null],
  [-3, null],
  [Number.MAX_SAFE_INTEGER + 2, null],
  [{ id: 1 }, null],
  ['', null],
])('plausibleImportId(%j) is %j', (value, expected) => {
  expect(plausibleImportId(value)).toBe(expected);
});

test('the most entries, each as long as its fields allow, fit the size limit: no entry is ever dropped for size', () => {
  const longest: LedgerEntry[] = Array.from({ length: MAX_LEDGER_ENTRIES }, (_, index) => ({
    key: `${9_007_199_254_740_991 - index}:${'f'.repeat(16)}`,
    importId: 'x'.repeat(MAX_IMPORT_ID_CHARS),
    at: new Date(Date.UTC(2026, 10, 1, 0, index)).toISOString(),
    count: 99_999,
    state: 'unknown',
  }));
  const text = serialiseLedger(longest);
  expect(text.length).toBeLessThanOrEqual(MAX_LEDGER_CHARS);
  expect(parseLedger(text)).toHaveLength(MAX_LEDGER_ENTRIES);
});

test('an entry holding a 7,900-digit id keeps every other entry; the id itself is not kept', () => {
  const others = Array.from({ length: 10 }, (_, index) => entry(index));
  const oversized = { ...entry(10), importId: '7'.repeat(7900) };
  const kept = parseLedger(serialiseLedger([...others, oversized]));
  expect(kept.map((item) => item.key)).toEqual([...others, oversized].map((item) => item.key));
  expect(kept.at(-1)).toMatchObject({ importId: '', state: 'unknown' });
});

test('an oversized id already stored by an earlier version is read as an unknown outcome, never as a usable id', () => {
  const stored = JSON.stringify([[entry(1).key, '5'.repeat(7900), entry(1).at, 2, 'done']]);
  expect(parseLedger(stored)).toEqual([{ ...entry(1), importId: '', state: 'unknown' }]);
});

test('beyond the most entries, the oldest go first', () => {
  const many = Array.from({ length: MAX_LEDGER_ENTRIES + 5 }, (_, index) => entry(index));
  const kept = parseLedger(serialiseLedger([...many].reverse()));
  expect(kept.map((item) => item.key)).toEqual(many.slice(5).map((item) => item.key));
});
