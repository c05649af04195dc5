/**
 * The column dictionary: every column of every function with a fixed layout has a label a client can read, a unit
 * and one line of meaning, and one table never shows two columns under the same label.
 */
import { columnLabel, describeColumn, FUNCTIONS, UNITS } from '@sv/core';

const withColumns = FUNCTIONS.filter((fn) => fn.columns !== undefined);
const cases = withColumns.flatMap((fn) => (fn.columns ?? []).map((column) => [fn.name, column.header] as const));

test('the dictionary covers every column of every layout', () => {
  const missing = cases.filter(([name, header]) => describeColumn(name, header) === undefined);
  // Printed for the closing note: how many columns were checked.
  console.log(`column dictionary: ${cases.length - missing.length} of ${cases.length} columns described`);
  expect(missing.map(([name, header]) => `${name}: ${header}`)).toEqual([]);
});

test.each(cases)('%s: %s has a short label, a known unit and one sentence of meaning', (name, header) => {
  const meaning = describeColumn(name, header);
  expect(meaning).toBeDefined();
  if (!meaning) return;
  expect(meaning.label).toMatch(/^\S.{0,38}\S$/);
  expect(meaning.label).not.toContain('_');
  expect(UNITS).toContain(meaning.unit);
  expect(meaning.meaning).toMatch(/^[A-Z0-9"'(].{10,}[.)]$/s);
});

test.each(withColumns.map((fn) => [fn.name, fn] as const))('%s: no two columns share a label', (_name, fn) => {
  const labels = (fn.columns ?? []).map((column) => columnLabel(fn.name, column.header));
  const repeated = labels.filter((label, index) => labels.indexOf(label) !== index);
  expect(repeated).toEqual([]);
});

test('a field no dictionary knows reads as words, the field first', () => {
  expect(columnLabel('GET', 'organic_share_of_voice.domains.share_of_voice')).toBe(
    'Share of voice (organic share of voice › domains)',
  );
  expect(columnLabel('GET', 'aio_mentions_visibility.desktop')).toBe('Desktop (AIO mentions visibility)');
  expect(columnLabel('GET', 'cpc')).toBe('CPC');
});
