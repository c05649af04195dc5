/**
 * Reading the items of a list in place, field by field, with generated code where the runtime allows it. Not in
 * compiled-node.ts: this needs inline-coercions.ts, which takes its `Run` type from compiled-node.ts, and the two
 * would import each other.
 */
import type { CompiledNode, ObjectOpening } from './compiled-node';
import { canGenerateCode, literal } from './generated-code';
import { unchangedWhen } from './inline-coercions';

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
