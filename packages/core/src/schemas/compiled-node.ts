/** The compiled form of a record schema: what a node computes and how its parts can be read (see compile-schema.ts). */
import { canGenerateCode, literal } from './generated-code';
import { unchangedWhen } from './inline-coercions';

/** What a compiled function returns where zod would have reported an issue. */
export const FAIL: unique symbol = Symbol('fail');

/** A compiled parse: the normalised value, or `FAIL`. */
export type Run = (value: unknown) => unknown;

/** How an object property takes part in its object's output (zod's optin/optout). */
export interface CompiledField {
  node: CompiledNode;
  /** Absent keys contribute nothing and are not parsed (optional in and out). */
  omittable: boolean;
  /** An absent key is an issue (the schema does not accept `undefined` as input). */
  required: boolean;
}

/**
 * One step in front of an object or a list, for generated code to write out: a parse (returning `FAIL` only where
 * `canFail`), or an optional gate, which passes `undefined` on as `ABSENT` and stops there.
 */
export type Step = { run: Run; canFail: boolean } | 'gate';

/** An object node reached through the transforms and optional gates in front of it. */
export interface ObjectOpening {
  /** Applies the steps before the object; returns `ABSENT` when an optional gate let `undefined` through. */
  before: Run;
  /** The same steps one by one, first first (none where `before` is `identity`). */
  steps: readonly Step[];
  fields: ReadonlyMap<string, CompiledField>;
  /** Keys the shape does not name: passed through (loose), dropped (strip) or refused (strict). */
  others: 'pass' | 'strip' | 'refuse';
}

export interface CompiledNode {
  run: Run;
  /** Whether parsing may report an issue for some input; false only when it provably cannot. */
  canFail: boolean;
  /** Present when the node's output is an object whose fields can be read one by one. */
  opening?: ObjectOpening;
  /** For an optional node, the node it makes optional: generated code calls its run directly. */
  optionalOf?: CompiledNode;
  /** Present when the node's output is a list of objects whose fields can be read item by item without copying. */
  listing?: ListOpening;
}

/**
 * A list of objects reached through the steps in front of it, whose items can be read in place: their fields never
 * fail and may be absent, and no key is refused, so a field's parsed value is its parse of the raw item's value.
 */
export interface ListOpening {
  /** Applies the steps before the list; returns `ABSENT` when an optional gate let `undefined` through. */
  before: Run;
  /** The same steps one by one, first first (none where `before` is `identity`). */
  steps: readonly Step[];
  item: ObjectOpening;
}

/**
 * Readers of the parsed value of one field of the items of a `ListOpening`, read from the raw item: each key's field
 * is looked up once, when a cell format asks for it, not once per item.
 */
export function itemFieldReader(item: ObjectOpening): (key: string) => (raw: Record<string, unknown>) => unknown {
  const { fields, others } = item;
  return (key) => {
    const field = fields.get(key);
    if (!field) {
      const passed = others === 'pass' && key !== '__proto__';
      return (raw) => (passed ? raw[key] : undefined);
    }
    return fieldRead(key, field.node);
  };
}

/**
 * One present field's parse, read from a raw item. Generated where the runtime allows it: a closure shared by every
 * key reads properties by a name that varies, which engines handle far more slowly than a literal name.
 */
function fieldRead(key: string, node: CompiledNode): (raw: Record<string, unknown>) => unknown {
  const run = node.run;
  if (!canGenerateCode()) return (raw) => (key in raw ? run(raw[key]) : undefined);
  const k = literal(key);
  const inner = node.optionalOf;
  const parse = inner ?? node;
  const unchanged = unchangedWhen(parse.run, 'value');
  const parsed = unchanged ? `(${unchanged} ? value : run(value))` : 'run(value)';
  const source = [
    'return (raw) => {',
    `if (!(${k} in raw)) return undefined;`,
    `const value = raw[${k}];`,
    inner ? `return value === undefined ? undefined : ${parsed};` : `return ${parsed};`,
    '};',
  ].join('\n');
  return new Function('run', source)(parse.run);
}

/** What `ObjectOpening.before` returns when an optional gate passed `undefined` on without parsing further. */
export const ABSENT: unique symbol = Symbol('absent');

/** The run of nodes that pass their input on unchanged; compared by reference to skip them. */
export const identity: Run = (value) => value;
