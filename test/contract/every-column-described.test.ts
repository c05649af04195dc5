/**
 * Every column of every function, listed from the registry: its fixed columns, or for a function that flattens an
 * undescribed answer the columns that answer is known to carry. Each has a label, a unit and a meaning; no label is a
 * field path; no two labels of one function read alike; one label means one scale in every function; every share is
 * a fraction 0–1 and its labelled header says "%". GET and V1_GET alone have no columns to list: they read any path.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  columnLabelWithUnit,
  describeColumn,
  FUNCTIONS,
  type FunctionDef,
  labelWithUnit,
  UNIT_SUFFIX,
  UNITS,
} from '@sv/core';

const ANY_PATH = ['GET', 'V1_GET'];

function headersOf(def: FunctionDef): readonly string[] {
  return def.columns?.map((column) => column.header) ?? def.knownColumns ?? [];
}

const listed = FUNCTIONS.filter((def) => !ANY_PATH.includes(def.name));
const cases = listed.flatMap((def) => headersOf(def).map((header) => [def.name, header] as const));

test('every function but GET and V1_GET lists its columns', () => {
  expect(FUNCTIONS).toHaveLength(68);
  const without = FUNCTIONS.filter((def) => headersOf(def).length === 0).map((def) => def.name);
  expect(without).toEqual(ANY_PATH);
  console.log(`every column described: ${cases.length} columns of ${listed.length} functions`);
});

test('every listed column has a label, a known unit and a meaning, and no label is a field path', () => {
  const problems = cases.flatMap(([name, header]) => {
    const entry = describeColumn(name, header);
    if (!entry) return [`${name} ${header}: no entry`];
    const found: string[] = [];
    if (!/\S/.test(entry.label)) found.push('no label');
    if (!UNITS.includes(entry.unit)) found.push(`unknown unit ${entry.unit}`);
    if (entry.meaning.trim().length < 10) found.push('no meaning');
    if (entry.label === header || /[._]/.test(entry.label) || /^\d+$/.test(entry.label))
      found.push(`label "${entry.label}" is a field path`);
    return found.map((problem) => `${name} ${header}: ${problem}`);
  });
  expect(problems).toEqual([]);
});

test.each(listed.map((def) => [def.name, def] as const))('%s: no two labels read alike', (_name, def) => {
  const labels = headersOf(def).map((header) => columnLabelWithUnit(def.name, header).toLowerCase());
  expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
});

test('one label, one scale: a label means the same unit in every function', () => {
  const unitsOfLabel = new Map<string, Set<string>>();
  for (const [name, header] of cases) {
    const entry = describeColumn(name, header);
    if (!entry) continue;
    const units = unitsOfLabel.get(entry.label) ?? new Set<string>();
    units.add(entry.unit);
    unitsOfLabel.set(entry.label, units);
  }
  const mixed = [...unitsOfLabel].filter(([, units]) => units.size > 1).map(([label, units]) => [label, [...units]]);
  expect(mixed).toEqual([]);
});

test('every share is a fraction 0–1: no column is on the 0–100 percent scale', () => {
  const percent = cases.filter(([name, header]) => describeColumn(name, header)?.unit === 'percent');
  expect(percent).toEqual([]);
});

test('a labelled header carries its unit where a bare figure could be read two ways', () => {
  expect(columnLabelWithUnit('CAMPAIGNS', 'visibility.desktop.latest')).toBe('Desktop visibility (0–1)');
  expect(columnLabelWithUnit('GROUP_VISIBILITY', 'visibility.desktop')).toBe('Desktop visibility (0–1)');
  expect(columnLabelWithUnit('CAMPAIGNS', 'visibility.desktop.trend_7days')).toBe(
    'Desktop visibility 7-day change (pp)',
  );
  expect(labelWithUnit('AIO mentions (desktop)', 'fraction')).toBe('AIO mentions (desktop, 0–1)');
  for (const [name, header] of cases) {
    const entry = describeColumn(name, header);
    const suffix = entry && UNIT_SUFFIX[entry.unit];
    if (suffix) expect(columnLabelWithUnit(name, header)).toContain(suffix);
  }
});

test('every function takes headers=labels, those without options of their own included', () => {
  const without = FUNCTIONS.filter((def) => !def.options?.headers).map((def) => def.name);
  expect(without).toEqual([]);
  for (const name of ['DOMAIN_OVERVIEW', 'GET', 'V1_GET']) {
    const def = FUNCTIONS.find((candidate) => candidate.name === name);
    expect(def?.params.at(-1)?.type).toBe('options');
    expect(() =>
      def?.prepare(
        name === 'DOMAIN_OVERVIEW' ? [101, 'example.com', '', 'headers=labels'] : ['/sites', '', 'headers=labels'],
        { today: () => '2026-11-20' },
      ),
    ).not.toThrow();
  }
});

test('docs/functions.md has a column table for every function but GET and V1_GET', () => {
  // The generated file (test/docs/docs-match-product.test.ts checks it is what the generator writes today).
  const reference = readFileSync(join(__dirname, '..', '..', 'docs', 'functions.md'), 'utf8');
  const sections = reference.split(/^## /m).filter((section) => /^[A-Z0-9_]+\n/.test(section));
  const functionSections = sections.filter((section) => FUNCTIONS.some((def) => section.startsWith(`${def.name}\n`)));
  expect(functionSections).toHaveLength(68);
  const withoutTable = functionSections
    .filter((section) => !section.includes('| Column (header) | Label'))
    .map((section) => section.split('\n')[0]);
  expect(withoutTable).toEqual(ANY_PATH);
});
