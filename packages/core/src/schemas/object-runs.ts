/** An object schema's parse as zod performs it, as a closure and as generated code. */
import { type CompiledField, FAIL, type ObjectOpening, type Run } from './compiled-node';
import { literal } from './generated-code';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An object's parse as zod performs it: declared keys in shape order (an absent optional key contributes nothing, an
 * absent required key is an issue, a present key keeps even an undefined value), then the keys the shape does not
 * name, in input order, passed through, dropped or refused.
 */
export function closureObjectRun(fields: ReadonlyMap<string, CompiledField>, others: ObjectOpening['others']): Run {
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
export function generatedObjectRun(fields: ReadonlyMap<string, CompiledField>, others: ObjectOpening['others']): Run {
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
