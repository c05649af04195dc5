/**
 * Reading the values a layout's columns need straight from a raw record, parsing only what they read. The schema's
 * compiled form (see compile-schema.ts) is walked along the column paths once, when the reader is built; per record
 * the reader runs each transform on the way to a column once and writes the value into a slot, without building the
 * normalised record. Fields no column reads are still checked wherever the schema could refuse them, so a record
 * zod would refuse is refused (by zod, with its message) and a record zod accepts gives the same values.
 */
import {
  ABSENT,
  type CompiledNode,
  canGenerateCode,
  FAIL,
  identity,
  itemFieldReader,
  type ListOpening,
  literal,
  type ObjectOpening,
} from '../schemas/compile-schema';
import { isPlainObject } from '../schemas/values';

/** Fills the slots under one node from that node's raw value; false when the schema would refuse the value. */
type Fill = (value: unknown, slots: unknown[]) => boolean;

/** Reads one field of an item of a list slot (see `RecordReader.itemFields`). */
export type ItemField = (item: Record<string, unknown>, key: string) => unknown;

export interface RecordReader {
  read: Fill;
  /**
   * The list slots filled in place: their items are the raw items (checked to be records), and a field's parsed value
   * is read with the function given here, so no normalised copy of each item is made.
   */
  itemFields: ReadonlyMap<number, ItemField>;
}

interface Compilation {
  /** Slots that may be filled in place when their node is a list of items that can be read in place. */
  inPlace: ReadonlySet<number>;
  itemFields: Map<number, ItemField>;
}

/** A list read in place is acceptable when it is absent, or a list of records (what the item schema requires). */
function isListOfRecords(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  for (let i = 0; i < value.length; i += 1) if (!isPlainObject(value[i])) return false;
  return true;
}

/** The slots at this node to fill in place, registering how their items' fields are read; the other slots stay. */
function takeInPlace(node: CompiledNode, trie: PathTrie, compilation: Compilation) {
  const listing = node.listing;
  const listed = listing ? trie.ends.filter((slot) => compilation.inPlace.has(slot)) : [];
  if (!listing || listed.length === 0) return undefined;
  const reader = itemFieldReader(listing.item);
  for (const slot of listed) compilation.itemFields.set(slot, reader);
  const rest: PathTrie = { ends: trie.ends.filter((slot) => !listed.includes(slot)), children: trie.children };
  return { listing, listed, rest: rest.ends.length > 0 || rest.children.size > 0 ? rest : undefined };
}

function inPlaceFill(listing: ListOpening, listed: readonly number[]): Fill {
  const before = listing.before;
  return (value, slots) => {
    const list = before(value);
    if (list === FAIL || (list !== ABSENT && !isListOfRecords(list))) return false;
    for (const slot of listed) slots[slot] = list === ABSENT ? undefined : list;
    return true;
  };
}

interface PathTrie {
  /** Slots whose path ends here. */
  ends: number[];
  children: Map<string, PathTrie>;
}

/** The value at `keys` below `source`, where every step must be a plain object (as a dotted path is read). */
export function valueAtKeys(source: unknown, keys: readonly string[]): unknown {
  let current = source;
  for (let i = 0; i < keys.length; i += 1) {
    if (!isPlainObject(current)) return undefined;
    current = current[keys[i] as string];
  }
  return current;
}

export function splitPath(path: string): string[] {
  return path === '' ? [] : path.split('.');
}

function trieOf(paths: readonly (readonly string[])[]): PathTrie {
  const root: PathTrie = { ends: [], children: new Map() };
  paths.forEach((keys, slot) => {
    let node = root;
    for (const key of keys) {
      let child = node.children.get(key);
      if (!child) {
        child = { ends: [], children: new Map() };
        node.children.set(key, child);
      }
      node = child;
    }
    node.ends.push(slot);
  });
  return root;
}

/** Every slot under a trie node, with the keys that remain below the node. */
function slotsUnder(trie: PathTrie, prefix: string[] = [], out: [number, string[]][] = []): [number, string[]][] {
  for (const slot of trie.ends) out.push([slot, prefix]);
  for (const [key, child] of trie.children) slotsUnder(child, [...prefix, key], out);
  return out;
}

function clearer(trie: PathTrie): (slots: unknown[]) => void {
  const all = slotsUnder(trie).map(([slot]) => slot);
  return (slots) => {
    for (let i = 0; i < all.length; i += 1) slots[all[i] as number] = undefined;
  };
}

/** Parses the whole value, then reads every slot under it by walking the parsed value. */
function valueFill(run: (value: unknown) => unknown, trie: PathTrie): Fill {
  const reads = slotsUnder(trie);
  return (value, slots) => {
    const parsed = run(value);
    if (parsed === FAIL) return false;
    for (let i = 0; i < reads.length; i += 1) {
      const [slot, keys] = reads[i] as [number, string[]];
      slots[slot] = keys.length === 0 ? parsed : valueAtKeys(parsed, keys);
    }
    return true;
  };
}

function nodeFill(node: CompiledNode, trie: PathTrie, compilation: Compilation): Fill {
  const inPlace = takeInPlace(node, trie, compilation);
  if (inPlace) {
    const listFill = inPlaceFill(inPlace.listing, inPlace.listed);
    if (!inPlace.rest) return listFill;
    const restFill = nodeFill(node, inPlace.rest, compilation);
    return (value, slots) => listFill(value, slots) && restFill(value, slots);
  }
  if (trie.ends.length > 0 || !node.opening) return valueFill(node.run, trie);
  return objectFill(node.opening, trie, compilation);
}

interface FieldRead {
  key: string;
  fill: Fill;
  clear: (slots: unknown[]) => void;
  omittable: boolean;
  required: boolean;
}

interface FieldCheck {
  key: string;
  run: (value: unknown) => unknown;
  canFail: boolean;
  omittable: boolean;
  required: boolean;
}

function objectFill(opening: ObjectOpening, trie: PathTrie, compilation: Compilation): Fill {
  const { before, fields, others } = opening;
  const clearAll = clearer(trie);
  const reads: FieldRead[] = [];
  for (const [key, child] of trie.children) {
    const field = fields.get(key);
    if (field) {
      const { omittable, required } = field;
      reads.push({ key, fill: nodeFill(field.node, child, compilation), clear: clearer(child), omittable, required });
    } else if (others === 'pass' && key !== '__proto__') {
      reads.push({
        key,
        fill: valueFill((value) => value, child),
        clear: clearer(child),
        omittable: false,
        required: false,
      });
    } else {
      const clear = clearer(child);
      const fill: Fill = (_value, slots) => {
        clear(slots);
        return true;
      };
      reads.push({ key, fill, clear, omittable: false, required: false });
    }
  }
  const checks: FieldCheck[] = [];
  for (const [key, field] of fields) {
    if (trie.children.has(key) || !(field.node.canFail || field.required)) continue;
    const { omittable, required } = field;
    checks.push({ key, run: field.node.run, canFail: field.node.canFail, omittable, required });
  }
  return (value, slots) => {
    const object = before(value);
    if (object === FAIL) return false;
    if (object === ABSENT) {
      clearAll(slots);
      return true;
    }
    if (!isPlainObject(object)) return false;
    for (let i = 0; i < reads.length; i += 1) {
      const read = reads[i] as FieldRead;
      if (!(read.key in object)) {
        if (read.required) return false;
        if (read.omittable) {
          read.clear(slots);
          continue;
        }
      }
      if (!read.fill(object[read.key], slots)) return false;
    }
    for (let i = 0; i < checks.length; i += 1) {
      const check = checks[i] as FieldCheck;
      if (!(check.key in object)) {
        if (check.required) return false;
        if (check.omittable) continue;
      }
      if (check.canFail && check.run(object[check.key]) === FAIL) return false;
    }
    if (others === 'refuse') {
      for (const key in object) if (!fields.has(key)) return false;
    }
    return true;
  };
}

/** What generated code refers to: functions and key lists, by index. */
interface Captured {
  values: unknown[];
  add(value: unknown): string;
}

function captured(): Captured {
  const values: unknown[] = [];
  return {
    values,
    add(value) {
      values.push(value);
      return `C[${values.length - 1}]`;
    },
  };
}

/**
 * The straight-line form of `nodeFill`: the same decisions, emitted as code with every property read by its literal
 * name. `value` is an expression for the node's raw value; the code returns false where the closures would.
 */
function emitNode(
  node: CompiledNode,
  trie: PathTrie,
  value: string,
  out: string[],
  names: { next: number },
  c: Captured,
  compilation: Compilation,
) {
  const id = names.next++;
  const inPlace = takeInPlace(node, trie, compilation);
  if (inPlace) {
    const list = `l${id}`;
    out.push(`const ${list} = ${c.add(inPlace.listing.before)}(${value});`);
    out.push(`if (${list} === FAIL || (${list} !== ABSENT && !LIST(${list}))) return false;`);
    for (const slot of inPlace.listed) out.push(`slots[${slot}] = ${list} === ABSENT ? undefined : ${list};`);
    if (inPlace.rest) emitNode(node, inPlace.rest, value, out, names, c, compilation);
    return;
  }
  if (trie.ends.length > 0 || !node.opening) {
    const parsed = `v${id}`;
    out.push(`const ${parsed} = ${parseExpression(node, value, c)};`);
    if (node.run !== identity) out.push(`if (${parsed} === FAIL) return false;`);
    for (const [slot, keys] of slotsUnder(trie)) {
      out.push(`slots[${slot}] = ${keys.length === 0 ? parsed : `AT(${parsed}, ${c.add(keys)})`};`);
    }
    return;
  }
  const { before, fields, others } = node.opening;
  const object = `o${id}`;
  out.push(`const ${object} = ${before === identity ? value : `${c.add(before)}(${value})`};`);
  if (before !== identity) {
    out.push(`if (${object} === FAIL) return false;`);
    out.push(`if (${object} === ABSENT) { ${emitClear(trie)} } else {`);
  } else {
    out.push('{');
  }
  out.push(`if (typeof ${object} !== "object" || ${object} === null || Array.isArray(${object})) return false;`);
  for (const [key, child] of trie.children) {
    const k = literal(key);
    const field = fields.get(key);
    const at = `${object}[${k}]`;
    if (!field) {
      if (others === 'pass' && key !== '__proto__')
        emitNode({ run: identity, canFail: false }, child, at, out, names, c, compilation);
      else out.push(emitClear(child));
      continue;
    }
    if (field.required) out.push(`if (!(${k} in ${object})) return false;`);
    if (field.omittable) out.push(`if (${k} in ${object}) {`);
    else out.push('{');
    emitNode(field.node, child, at, out, names, c, compilation);
    out.push(field.omittable ? `} else { ${emitClear(child)} }` : '}');
  }
  for (const [key, field] of fields) {
    if (trie.children.has(key) || !(field.node.canFail || field.required)) continue;
    const k = literal(key);
    if (field.required) out.push(`if (!(${k} in ${object})) return false;`);
    if (!field.node.canFail) continue;
    const check = `if (${c.add(field.node.run)}(${object}[${k}]) === FAIL) return false;`;
    out.push(field.omittable ? `if (${k} in ${object}) ${check}` : check);
  }
  if (others === 'refuse') {
    out.push(`for (const key in ${object}) if (!${c.add(new Set(fields.keys()))}.has(key)) return false;`);
  }
  out.push('}');
}

/** The parse of `value` as an expression, with the optional gate written out so the inner parse is called directly. */
function parseExpression(node: CompiledNode, value: string, c: Captured): string {
  if (node.run === identity) return value;
  const inner = node.optionalOf;
  if (inner) return `(${value} === undefined ? undefined : ${parseExpression(inner, value, c)})`;
  return `${c.add(node.run)}(${value})`;
}

function emitClear(trie: PathTrie): string {
  return slotsUnder(trie)
    .map(([slot]) => `slots[${slot}] = undefined;`)
    .join(' ');
}

function generatedReader(schema: CompiledNode, trie: PathTrie, compilation: Compilation): Fill {
  const c = captured();
  const lines: string[] = ['return function read(raw, slots) {'];
  emitNode(schema, trie, 'raw', lines, { next: 0 }, c, compilation);
  lines.push('return true;', '};');
  const make = new Function('C', 'FAIL', 'ABSENT', 'AT', 'LIST', lines.join('\n'));
  return make(c.values, FAIL, ABSENT, valueAtKeys, isListOfRecords) as Fill;
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
