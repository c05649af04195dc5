/**
 * Reading the values a layout's columns need straight from a raw record, parsing only what they read. The schema's
 * compiled form (see compile-schema.ts) is walked along the column paths once, when the reader is built; per record
 * the reader runs each transform on the way to a column once and writes the value into a slot, without building the
 * normalised record. Fields no column reads are still checked wherever the schema could refuse them, so a record
 * zod would refuse is refused (by zod, with its message) and a record zod accepts gives the same values.
 */
import { type CompiledNode, canGenerateCode } from '../schemas/compile-schema';
import { nodeFill } from './closure-reader';
import { generatedReader } from './generated-reader';
import { type Compilation, type Fill, type ItemFieldReaders, trieOf } from './reader-plan';

export { type ItemFieldReaders, splitPath, valueAtKeys } from './reader-plan';

export interface RecordReader {
  read: Fill;
  /**
   * The list slots filled in place: their items are the raw items (checked to be records), and a field's parsed value
   * is read with the function given here, so no normalised copy of each item is made.
   */
  itemFields: ReadonlyMap<number, ItemFieldReaders>;
}

/**
 * A function that fills `slots[i]` with the parsed value at `paths[i]` of a raw record and returns true, or returns
 * false when the schema would refuse the record. Slots named in `inPlace` that hold lists of records may be filled
 * with the raw list instead (see `RecordReader.itemFields`).
 */
export function compileRecordReader(
  schema: CompiledNode,
  paths: readonly (readonly string[])[],
  generateCode = canGenerateCode(),
  inPlace: ReadonlySet<number> = new Set(),
): RecordReader {
  const trie = trieOf(paths);
  const compilation: Compilation = { inPlace, itemFields: new Map() };
  const read = generateCode ? generatedReader(schema, trie, compilation) : nodeFill(schema, trie, compilation);
  return { read, itemFields: compilation.itemFields };
}
