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
import {
  ABSENT,
  type CompiledField,
  type CompiledNode,
  FAIL,
  identity,
  type ListOpening,
  type ObjectOpening,
  type Run,
  type Step,
} from './compiled-node';
import { canGenerateCode } from './generated-code';
import { closureObjectRun, generatedObjectRun } from './object-runs';

export * from './compiled-node';
export { canGenerateCode, literal } from './generated-code';

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

/** Thrown inside compilation when a schema holds something this compiler does not reproduce. */
class Unsupported extends Error {}

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
  const gate =
    (before: Run): Run =>
    (value) =>
      value === undefined ? ABSENT : before(value);
  if (compiled.listing) node.listing = behind(compiled.listing, 'gate', gate);
  if (compiled.opening) node.opening = behind(compiled.opening, 'gate', gate);
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
  const afterLeft =
    (before: Run): Run =>
    (value) => {
      const middle = leftRun(value);
      return middle === FAIL ? FAIL : before(middle);
    };
  const step: Step = { run: leftRun, canFail: left.canFail };
  if (right.listing) node.listing = behind(right.listing, step, afterLeft);
  if (right.opening) node.opening = behind(right.opening, step, afterLeft);
  return node;
}

/** An object or list opening reached through one more step in front: the step comes first, `wrap` runs it first. */
function behind<O extends ObjectOpening | ListOpening>(opening: O, step: Step, wrap: (before: Run) => Run): O {
  return { ...opening, before: wrap(opening.before), steps: [step, ...opening.steps] };
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
    listing: readInPlace ? { before: identity, steps: [], item } : undefined,
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

/**
 * A run made when it is first called. A row builder reads most objects field by field and never calls their run;
 * generating each object's code up front was most of the time a layout took to compile on its first use, which Apps
 * Script pays on every call.
 */
function onFirstCall(make: () => Run): Run {
  let made: Run | undefined;
  return (value) => {
    made ??= make();
    return made(value);
  };
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
  const run = compilation.generateCode
    ? onFirstCall(() => generatedObjectRun(fields, others))
    : closureObjectRun(fields, others);
  return { run, canFail: true, opening: { before: identity, steps: [], fields, others } };
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
