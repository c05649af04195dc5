import { findFunction } from '../registry';
import type { ReportArg, ReportCall } from './types';

/**
 * The same SV_ call with `compare=…` added at the end of its options, so each figure column is followed by its
 * earlier value and the change (`<path>.previous`, `<path>.change`).
 */
export function withComparison(call: ReportCall, compareText: string): ReportCall {
  const def = findFunction(call.name);
  // `options`, when a function has any, is its last parameter.
  if (!def?.options) throw new Error(`${call.name} takes no options: the report cannot compare it.`);
  const at = def.params.length - 1;
  const args: ReportArg[] = [...call.args];
  while (args.length <= at) args.push({ kind: 'empty' });
  args[at] = appended(args[at] as ReportArg, `compare=${compareText}`);
  return { ...call, args };
}

function appended(given: ReportArg, option: string): ReportArg {
  switch (given.kind) {
    case 'empty':
      return { kind: 'literal', value: option };
    case 'literal':
      return { kind: 'literal', value: `${given.value}; ${option}` };
    case 'concat': {
      // Joined into the last text part, so the formula reads "...&".trend; compare=previous_year"
      const parts = [...given.parts];
      const last = parts[parts.length - 1];
      if (typeof last === 'string') parts[parts.length - 1] = `${last}; ${option}`;
      else parts.push(`; ${option}`);
      return { kind: 'concat', parts };
    }
    case 'param':
      return { kind: 'concat', parts: [{ param: given.key }, `; ${option}`] };
  }
}
