/**
 * Record schemas compiled into plain functions. Zod spends most of a large table's flattening time on bookkeeping
 * (a payload and an issue list per value) that loose schemas, which never reject a record, do not need. The compiled
 * form runs the same transforms in the same order and builds the same output; wherever zod would report an issue it
 * returns `FAIL`, and the caller lets zod parse that record itself, so errors read exactly as before.
 *
 * Only the node kinds record schemas are built from are compiled (unknown, transform, optional, pipe, object, array);
 * a schema holding any other kind, a check, or a transform that reads zod's context, is not compiled at all.
 */
import type * as z from 'zod/mini';

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

/** An object node reached through the transforms and optional gates in front of it. */
export interface ObjectOpening {
  /** Applies the steps before the object; returns `ABSENT` when an optional gate let `undefined` through. */
  before: Run;
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
  item: ObjectOpening;
}

/** The parsed value of one field of an item of a `ListOpening`, read from the raw item. */
export function itemFieldReader(item: ObjectOpening): (raw: Record<string, unknown>, key: string) => unknown {
  const { fields, others } = item;
  return (raw, key) => {
    const field = fields.get(key);
    if (!field) return others === 'pass' && key !== '__proto__' ? raw[key] : undefined;
    return key in raw ? field.node.run(raw[key]) : undefined;
  };
}

/** What `ObjectOpening.before` returns when an optional gate passed `undefined` on without parsing further. */
export const ABSENT: unique symbol = Symbol('absent');

interface ZodInternals {
  def: {
    type: string;
    checks?: unknown[];
    in?: z.core.$ZodType;
    out?: z.core.$ZodType;
    innerType?: z.core.$ZodType;
    element?: z.core.$ZodType;
    shape?: Record<string, z.core.$ZodType>;
    catchall?: z.core.$ZodType;
    transform?: (value: unknown, payload?: unknown) => unknown;
  };
  optin?: string;
  optout?: string;
}

const internals = (schema: z.core.$ZodType): ZodInternals => (schema as unknown as { _zod: ZodInternals })._zod;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Thrown inside compilation when a schema holds something this compiler does not reproduce. */
class Unsupported extends Error {}

/** The run of nodes that pass their input on unchanged; compared by reference to skip them. */
export const identity: Run = (value) => value;

let evalAllowed: boolean | undefined;

/**
 * Whether this runtime compiles generated code (`new Function`); a content security policy may forbid it, and then
 * the slower closures are used. Zod makes the same check for its own compiled parsers.
 */
export function canGenerateCode(): boolean {
  if (evalAllowed === undefined) {
    try {
      evalAllowed = new Function('return true')() === true;
    } catch {
      evalAllowed = false;
    }
  }
  return evalAllowed;
}

/** Property key as a JavaScript string literal, for generated code. */
export const literal = (key: string): string => JSON.stringify(key);

interface Compilation {
  seen: Map<z.core.$ZodType, CompiledNode>;
  generateCode: boolean;
}

function compileNode(schema: z.core.$ZodType, compilation: Compilation): CompiledNode {
  const known = compilation.seen.get(schema);
  if (known) return known;
  const { def } = internals(schema);
  if (def.checks && def.checks.length > 0) throw new Unsupported('checks');
  let node: CompiledNode;
  switch (def.type) {
    case 'unknown':
    case 'any':
      node = { run: identity, canFail: false };
      break;
    case 'transform': {
      const transform = def.transform;
      // A transform declaring a second parameter may add issues through zod's payload, which is not reproduced.
      if (!transform || transform.length > 1) throw new Unsupported('transform');
      node = { run: transform as Run, canFail: false };
      break;
    }
    case 'optional':
      node = compileOptional(def.innerType as z.core.$ZodType, compilation);
      break;
    case 'pipe':
      node = compilePipe(def.in as z.core.$ZodType, def.out as z.core.$ZodType, compilation);
      break;
    case 'array':
      node = compileArray(compileNode(def.element as z.core.$ZodType, compilation));
      break;
    case 'object':
      node = compileObject(def.shape ?? {}, def.catchall, compilation);
      break;
    default:
      throw new Unsupported(def.type);
  }
  compilation.seen.set(schema, node);
  return node;
}

function compileOptional(inner: z.core.$ZodType, compilation: Compilation): CompiledNode {
  // A defaulted inner schema substitutes a value for absence; no record schema uses one.
  if (internals(inner).optin === 'defaulted') throw new Unsupported('defaulted optional');
  const compiled = compileNode(inner, compilation);
  const innerRun = compiled.run;
  const node: CompiledNode = {
    run: (value) => (value === undefined ? undefined : innerRun(value)),
    canFail: compiled.canFail,
    optionalOf: compiled,
  };
  const listing = compiled.listing;
  if (listing) {
    const before = listing.before;
    node.listing = { ...listing, before: (value) => (value === undefined ? ABSENT : before(value)) };
  }
  const opening = compiled.opening;
  if (opening) {
    const before = opening.before;
    node.opening = { ...opening, before: (value) => (value === undefined ? ABSENT : before(value)) };
  }
  return node;
}

function compilePipe(first: z.core.$ZodType, second: z.core.$ZodType, compilation: Compilation): CompiledNode {
  const left = compileNode(first, compilation);
  const right = compileNode(second, compilation);
  // `pipe(unknown, transform)`, the shape of every loose field, is the transform alone.
  if (left.run === identity && !left.canFail) return right;
  const leftRun = left.run;
  const rightRun = right.run;
  const node: CompiledNode = {
    run: (value) => {
      const middle = leftRun(value);
      return middle === FAIL ? FAIL : rightRun(middle);
    },
    canFail: left.canFail || right.canFail,
  };
  const listing = right.listing;
  if (listing) {
    const before = listing.before;
    node.listing = {
      ...listing,
      before: (value) => {
        const middle = leftRun(value);
        return middle === FAIL ? FAIL : before(middle);
      },
    };
  }
  const opening = right.opening;
  if (opening) {
    const before = opening.before;
    node.opening = {
      ...opening,
      before: (value) => {
        const middle = leftRun(value);
        return middle === FAIL ? FAIL : before(middle);
      },
    };
  }
  return node;
}

function compileArray(element: CompiledNode): CompiledNode {
  const elementRun = element.run;
  const item = element.opening;
  const readInPlace =
    item !== undefined &&
    item.before === identity &&
    item.others !== 'refuse' &&
    [...item.fields.values()].every((field) => field.omittable && !field.node.canFail);
  return {
    listing: readInPlace ? { before: identity, item } : undefined,
    canFail: true,
    run: (value) => {
      if (!Array.isArray(value)) return FAIL;
      const out = new Array(value.length);
      for (let i = 0; i < value.length; i += 1) {
        const item = elementRun(value[i]);
        if (item === FAIL) return FAIL;
        out[i] = item;
      }
      return out;
    },
  };
}

function othersOf(catchall: z.core.$ZodType | undefined): ObjectOpening['others'] {
  if (catchall === undefined) return 'strip';
  const { def } = internals(catchall);
  if (def.checks && def.checks.length > 0) throw new Unsupported('checks');
  if (def.type === 'unknown' || def.type === 'any') return 'pass';
  if (def.type === 'never') return 'refuse';
  throw new Unsupported(`catchall ${def.type}`);
}

function compileObject(
  shape: Record<string, z.core.$ZodType>,
  catchall: z.core.$ZodType | undefined,
  compilation: Compilation,
): CompiledNode {
  // A shape key named __proto__ is skipped by zod; symbol keys cannot be written as generated code.
  if (Object.getOwnPropertySymbols(shape).length > 0 || Object.getOwnPropertyNames(shape).includes('__proto__')) {
    throw new Unsupported('shape keys');
  }
  const fields = new Map<string, CompiledField>();
  for (const key of Object.keys(shape)) {
    const schema = shape[key] as z.core.$ZodType;
    const { optin, optout } = internals(schema);
    if (optin !== undefined && optin !== 'optional') throw new Unsupported(`optin ${optin}`);
    fields.set(key, {
      node: compileNode(schema, compilation),
      omittable: optin === 'optional' && optout === 'optional',
      required: optin === undefined,
    });
  }
  const others = othersOf(catchall);
  const run = (compilation.generateCode && generatedObjectRun(fields, others)) || closureObjectRun(fields, others);
  return { run, canFail: true, opening: { before: identity, fields, others } };
}

/**
 * An object's parse as zod performs it: declared keys in shape order (an absent optional key contributes nothing, an
 * absent required key is an issue, a present key keeps even an undefined value), then the keys the shape does not
 * name, in input order, passed through, dropped or refused.
 */
function closureObjectRun(fields: ReadonlyMap<string, CompiledField>, others: ObjectOpening['others']): Run {
  const entries = [...fields.entries()];
  return (value) => {
    if (!isObject(value)) return FAIL;
    const out: Record<string, unknown> = {};
    for (const [key, field] of entries) {
      const present = key in value;
      if (!present) {
        if (field.required) return FAIL;
        if (field.omittable) continue;
      }
      const result = field.node.run(value[key]);
      if (result === FAIL) return FAIL;
      if (result !== undefined || present) out[key] = result;
    }
    if (others !== 'strip') {
      for (const key in value) {
        if (fields.has(key)) continue;
        if (others === 'refuse') return FAIL;
        if (key !== '__proto__') out[key] = value[key];
      }
    }
    return out;
  };
}

/**
 * The same parse as generated code, one function per object schema: property reads and writes by literal name stay
 * fast where a shared closure, seeing every shape, would not.
 */
function generatedObjectRun(fields: ReadonlyMap<string, CompiledField>, others: ObjectOpening['others']): Run {
  const runs = [...fields.values()].map((field) => field.node.run);
  const lines = [
    'return function run(value) {',
    'if (typeof value !== "object" || value === null || Array.isArray(value)) return FAIL;',
    'const out = {};',
    'let r;',
  ];
  [...fields.entries()].forEach(([key, field], i) => {
    const k = literal(key);
    const parse = `r = F[${i}](value[${k}]); if (r === FAIL) return FAIL;`;
    if (field.required) lines.push(`if (!(${k} in value)) return FAIL; ${parse} out[${k}] = r;`);
    else if (field.omittable) lines.push(`if (${k} in value) { ${parse} out[${k}] = r; }`);
    else lines.push(`${parse} if (r !== undefined || ${k} in value) out[${k}] = r;`);
  });
  if (others === 'pass') {
    lines.push('for (const key in value) if (!KNOWN.has(key) && key !== "__proto__") out[key] = value[key];');
  } else if (others === 'refuse') {
    lines.push('for (const key in value) if (!KNOWN.has(key)) return FAIL;');
  }
  lines.push('return out;', '};');
  return new Function('F', 'FAIL', 'KNOWN', lines.join('\n'))(runs, FAIL, new Set(fields.keys())) as Run;
}

/**
 * The compiled form of a record schema, or undefined when the schema holds a kind of node that is not compiled (the
 * caller then parses with zod itself). Objects are parsed by generated code where the runtime allows it.
 */
export function compileSchema(schema: z.core.$ZodType, generateCode = canGenerateCode()): CompiledNode | undefined {
  try {
    return compileNode(schema, { seen: new Map(), generateCode });
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}
