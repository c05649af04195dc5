/**
 * A function in one place: its columns' labels, units and meanings sit in the sibling <area>.columns.ts of the area
 * file that declares it, and nowhere else. The function is the area file's export named like it (as functionAreas
 * reads it); the columns file exports one map by function name.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FUNCTIONS } from '../../src';
import type { FunctionColumns } from '../../src/dictionary';
import { BY_FUNCTION } from '../../src/dictionary/entries';

const AREAS = join(__dirname, '..', '..', 'src', 'registry', 'areas');
/** They read any path: no column can be described ahead. */
const ANY_PATH = ['GET', 'V1_GET'];

const names = new Set(FUNCTIONS.map((def) => def.name));
const areaFiles = readdirSync(AREAS)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.columns.ts'))
  .map((file) => file.slice(0, -'.ts'.length));

function declaredIn(area: string): string[] {
  return Object.keys(require(join(AREAS, area)) as object).filter((name) => names.has(name));
}

/** The one map a columns file exports; undefined when the area has no columns file. */
function columnsOf(area: string): FunctionColumns | undefined {
  const file = join(AREAS, `${area}.columns.ts`);
  if (!existsSync(file)) return undefined;
  const maps = Object.values(require(file) as Record<string, FunctionColumns>);
  if (maps.length !== 1) throw new Error(`${area}.columns.ts exports ${maps.length} maps; it exports one.`);
  return maps[0];
}

const placed = areaFiles.map((area) => ({ area, declared: declaredIn(area), columns: columnsOf(area) }));

test.each(placed.map((entry) => [entry.area, entry] as const))(
  '%s: a columns file beside it describes exactly the functions it declares',
  (_area, { declared, columns }) => {
    const described = declared.filter((name) => !ANY_PATH.includes(name));
    expect(Object.keys(columns ?? {}).sort()).toEqual(described.sort());
  },
);

test('every function is declared in one area file, and its column entries come only from that file', () => {
  const declarations = placed.flatMap(({ declared }) => declared);
  expect(declarations.sort()).toEqual([...names].sort());
  const fromColumnFiles = Object.fromEntries(placed.flatMap(({ columns }) => Object.entries(columns ?? {})));
  expect(Object.keys(BY_FUNCTION).sort()).toEqual(Object.keys(fromColumnFiles).sort());
  for (const [name, entries] of Object.entries(fromColumnFiles)) expect(BY_FUNCTION[name]).toBe(entries);
});
