import { findFunction } from '../registry';
import type { ReportArg, ReportCall } from './types';

const NO_HEADER = 'headers=false';

/**
 * The same SV_ call asked for no header row (`headers=false` in its options). The report writes each table's header
 * itself, in words, on the row above the call: a client reads "Desktop visibility" there and in every legend drawn
 * from it, where the call would show the field path `visibility.desktop`. The data rows stay where they were.
 */
export function withoutHeaderRow(call: ReportCall): ReportCall {
  const def = findFunction(call.name);
  // `options`, when a function has any, is its last parameter.
  if (!def?.options) throw new Error(`${call.name} takes no options: the report cannot ask it for no header row.`);
  const at = def.params.length - 1;
  const args: ReportArg[] = [...call.args];
  while (args.length <= at) args.push({ kind: 'empty' });
  const given = args[at] as ReportArg;
  args[at] = withOption(given);
  return { ...call, args };
}

function withOption(given: ReportArg): ReportArg {
  switch (given.kind) {
    case 'empty':
      return { kind: 'literal', value: NO_HEADER };
    case 'literal':
      return { kind: 'literal', value: `${NO_HEADER}; ${given.value}` };
    case 'concat': {
      // Joined into the first text part, so the formula reads "headers=false; columns=..."&$B$7&...
      const [first, ...rest] = given.parts;
      return typeof first === 'string'
        ? { kind: 'concat', parts: [`${NO_HEADER}; ${first}`, ...rest] }
        : { kind: 'concat', parts: [`${NO_HEADER}; `, ...given.parts] };
    }
    case 'param':
      return { kind: 'concat', parts: [`${NO_HEADER}; `, { param: given.key }] };
  }
}
