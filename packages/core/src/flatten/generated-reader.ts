/**
 * The record reader as generated code: the same decisions as the closures of closure-reader.ts, written out as one
 * function per layout in which every property is read by its literal name, which engines run much faster.
 */
import { ABSENT, type CompiledNode, FAIL, identity, literal, type Run, type Step } from '../schemas/compile-schema';
import { unchangedWhen } from '../schemas/inline-coercions';
import {
  type Compilation,
  type Fill,
  isListOfRecords,
  type PathTrie,
  slotsUnder,
  takeInPlace,
  valueAtKeys,
} from './reader-plan';

/** What generated code refers to: functions and key lists, by index. */
export interface Captured {
  values: unknown[];
  add(value: unknown): string;
}

export function captured(): Captured {
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
  names: Names,
  c: Captured,
  compilation: Compilation,
) {
  const id = names.next++;
  const inPlace = takeInPlace(node, trie, compilation);
  if (inPlace) {
    const list = `l${id}`;
    const absent = names.startEmpty ? '' : inPlace.listed.map((slot) => `${names.slot(slot)} = undefined;`).join(' ');
    const open = emitSteps(inPlace.listing.steps, value, list, absent, out, c);
    out.push(`if (!LIST(${list})) return false;`);
    for (const slot of inPlace.listed) out.push(`${names.slot(slot)} = ${list};`);
    out.push('}'.repeat(open));
    if (inPlace.rest) emitNode(node, inPlace.rest, value, out, names, c, compilation);
    return;
  }
  if (trie.ends.length > 0 || !node.opening) {
    const parsed = `v${id}`;
    const raw = `r${id}`;
    out.push(`const ${raw} = ${value};`, `const ${parsed} = ${parseExpression(node, raw, c)};`);
    if (node.canFail) out.push(`if (${parsed} === FAIL) return false;`);
    for (const [slot, keys] of slotsUnder(trie)) {
      out.push(`${names.slot(slot)} = ${keys.length === 0 ? parsed : `AT(${parsed}, ${c.add(keys)})`};`);
    }
    return;
  }
  const { steps, fields, others } = node.opening;
  const object = `o${id}`;
  const open = emitSteps(steps, value, object, emitClear(trie, names), out, c);
  out.push(`if (typeof ${object} !== "object" || ${object} === null || Array.isArray(${object})) return false;`);
  for (const [key, child] of trie.children) {
    const k = literal(key);
    const field = fields.get(key);
    const at = `${object}[${k}]`;
    if (!field) {
      if (others === 'pass' && key !== '__proto__')
        emitNode({ run: identity, canFail: false }, child, at, out, names, c, compilation);
      else out.push(emitClear(child, names));
      continue;
    }
    if (field.required) out.push(`if (!(${k} in ${object})) return false;`);
    if (field.omittable) out.push(`if (${k} in ${object}) {`);
    else out.push('{');
    emitNode(field.node, child, at, out, names, c, compilation);
    out.push(field.omittable ? `} else { ${emitClear(child, names)} }` : '}');
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
  out.push('}'.repeat(open));
}

/**
 * The steps in front of an object or a list, written out on a new local `name` that starts as `value`: each parse
 * called directly (not through the composed `before` closures), each optional gate an `if` whose branch for an
 * absent value runs `absent` and whose other branch holds the rest. Returns how many branches the caller closes.
 */
function emitSteps(
  steps: readonly Step[],
  value: string,
  name: string,
  absent: string,
  out: string[],
  c: Captured,
): number {
  out.push(`let ${name} = ${value};`);
  let open = 0;
  for (const step of steps) {
    if (step === 'gate') {
      out.push(`if (${name} === undefined) { ${absent} } else {`);
      open += 1;
    } else if (step.run !== identity) {
      out.push(`${name} = ${runExpression(step.run, name, c)};`);
      if (step.canFail) out.push(`if (${name} === FAIL) return false;`);
    }
  }
  return open;
}

/**
 * The parse of `value` (a plain name) as an expression, with the optional gate written out so the inner parse is
 * called directly, and not at all for a value a known coercion returns unchanged.
 */
function parseExpression(node: CompiledNode, value: string, c: Captured): string {
  if (node.run === identity) return value;
  const inner = node.optionalOf;
  if (inner) return `(${value} === undefined ? undefined : ${parseExpression(inner, value, c)})`;
  return runExpression(node.run, value, c);
}

function runExpression(run: Run, value: string, c: Captured): string {
  const unchanged = unchangedWhen(run, value);
  const call = `${c.add(run)}(${value})`;
  return unchanged ? `(${unchanged} ? ${value} : ${call})` : call;
}

function emitClear(trie: PathTrie, names: Names): string {
  if (names.startEmpty) return '';
  return slotsUnder(trie)
    .map(([slot]) => `${names.slot(slot)} = undefined;`)
    .join(' ');
}

/** Names in generated code: locals numbered in order, and how a slot is written. */
interface Names {
  next: number;
  slot: (slot: number) => string;
  /**
   * Whether every slot starts undefined for each record (locals of one call): each is written at most once per
   * record, so a slot left unread needs no clearing.
   */
  startEmpty: boolean;
}

/** The parameters of a function made from `readerCode`, and their values in the same order. */
export const READER_PARAMETERS = ['C', 'FAIL', 'ABSENT', 'AT', 'LIST'] as const;
export const readerArguments = (c: Captured) => [c.values, FAIL, ABSENT, valueAtKeys, isListOfRecords];

/**
 * The statements reading the raw record `raw` into slots named by `slot`, which end in `return false` wherever the
 * schema would refuse the record; what they refer to is added to `c`. With `startEmpty` (see `Names`) slots that are
 * not read are left as they are rather than cleared.
 */
export function readerCode(
  schema: CompiledNode,
  trie: PathTrie,
  compilation: Compilation,
  c: Captured,
  slot: (slot: number) => string,
  startEmpty = false,
): string[] {
  const lines: string[] = [];
  emitNode(schema, trie, 'raw', lines, { next: 0, slot, startEmpty }, c, compilation);
  return lines;
}

export function generatedReader(schema: CompiledNode, trie: PathTrie, compilation: Compilation): Fill {
  const c = captured();
  const lines = readerCode(schema, trie, compilation, c, (slot) => `slots[${slot}]`);
  const source = ['return function read(raw, slots) {', ...lines, 'return true;', '};'].join('\n');
  return new Function(...READER_PARAMETERS, source)(...readerArguments(c)) as Fill;
}
