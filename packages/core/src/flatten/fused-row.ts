/**
 * A layout of one row per record as one generated function from the raw record to its row: the record reader's
 * statements (generated-reader.ts) write each value into a local variable, and the row is one array literal of the
 * columns' cells over those locals. Nothing is allocated per record beyond what the schema's transforms and the
 * cells make, and no value passes through a shared array of slots.
 */
import type { CompiledNode } from '../schemas/compile-schema';
import type { Cell, ColumnKind } from '../table';
import { captured, READER_PARAMETERS, readerArguments, readerCode } from './generated-reader';
import type { LayoutColumn } from './layout';
import { type Compilation, type ItemFieldReaders, trieOf } from './reader-plan';

/** The row of a raw record, or false where the schema would refuse the record (zod then parses it). */
export type RowOfRecord = (raw: Record<string, unknown>) => Cell[] | false;

type Formatter = (value: unknown) => Cell;

/** What `toCell` returns unchanged, by column kind (see cells.ts): a number column's finite numbers, and so on. */
const UNCHANGED_CELL: Partial<Record<ColumnKind, (value: string) => string>> = {
  number: (value) => `typeof ${value} === "number" && Number.isFinite(${value})`,
  integer: (value) => `typeof ${value} === "number" && Number.isFinite(${value})`,
  text: (value) => `typeof ${value} === "string"`,
  any: (value) => `typeof ${value} === "string"`,
  boolean: (value) => `typeof ${value} === "boolean"`,
};

/**
 * A record column's cell as an expression over the local `value`: missing is "", and a plain value its kind keeps
 * as it is costs no call; anything else goes to the column's cell function `format`.
 */
function cellExpression(column: LayoutColumn, format: string, value: string): string {
  const call = `${format}(${value})`;
  if (column.format !== 'value') return call;
  const unchanged = UNCHANGED_CELL[column.kind]?.(value);
  return `(${value} === undefined ? '' : ${unchanged ? `${unchanged} ? ${value} : ` : ''}${call})`;
}

/**
 * The fused row function of a layout without unrolling. `slotOfColumn` gives each record column's slot in `paths`;
 * `formats` makes each column's cell function once the lists read in place are known (their item fields).
 */
export function fusedRow(
  schema: CompiledNode,
  paths: readonly (readonly string[])[],
  inPlace: ReadonlySet<number>,
  columns: readonly LayoutColumn[],
  slotOfColumn: readonly number[],
  formats: (itemFields: ReadonlyMap<number, ItemFieldReaders>) => readonly Formatter[],
): RowOfRecord {
  const compilation: Compilation = { inPlace, itemFields: new Map() };
  const c = captured();
  const local = (slot: number) => `s${slot}`;
  const reads = readerCode(schema, trieOf(paths), compilation, c, local, true);
  // Without unrolling there is no item or device: such columns are always empty, as the row builder makes them.
  const cells = columns.map((column, i) =>
    column.source === 'record' ? cellExpression(column, `F[${i}]`, local(slotOfColumn[i] as number)) : "''",
  );
  const source = [
    'return function rowOf(raw) {',
    paths.length > 0 ? `let ${paths.map((_path, slot) => local(slot)).join(', ')};` : '',
    ...reads,
    `return [${cells.join(', ')}];`,
    '};',
  ].join('\n');
  return new Function(...READER_PARAMETERS, 'F', source)(...readerArguments(c), formats(compilation.itemFields));
}
