import type { FunctionDef, ParamDef } from '../registry/types';

function signature(def: FunctionDef, prefix: string): string {
  const params = def.params.map((param) => (param.optional ? `[${param.name}]` : param.name));
  return `${prefix}${def.name}(${params.join(', ')})`;
}

function paramLine(param: ParamDef): string {
  const values = param.values ? ` One of: ${param.values.join(', ')}.` : '';
  return `| \`${param.name}\` | ${param.optional ? 'optional' : 'required'} | ${param.help}${values} |`;
}

function optionLines(def: FunctionDef): string[] {
  const entries = Object.entries(def.options ?? {});
  if (entries.length === 0) return [];
  return [
    '',
    'Keys of `options` (text `key=value; key=value` or a two-column range):',
    '',
    ...entries.map(([key, option]) => `- \`${key}\`: ${option.help}`),
  ];
}

/** The function reference of the docs, generated from the registry so it never drifts from what ships. */
export function functionReference(functions: readonly FunctionDef[]): string {
  const sections = functions.map((def) =>
    [
      `## ${def.name}`,
      '',
      `\`=${signature(def, 'SV_')}\` in Google Sheets, \`=${signature(def, 'SV.')}\` in Excel. Interface ${def.api}.`,
      '',
      def.help,
      '',
      ...(def.params.length > 0 ? ['| Argument | | Meaning |', '|---|---|---|', ...def.params.map(paramLine)] : []),
      ...optionLines(def),
      '',
      `**Result.** ${def.result}`,
      '',
    ].join('\n'),
  );
  return [
    '# Function reference',
    '',
    'Generated from the function registry (`packages/core/src/registry`) by `npm run build`; do not edit by hand.',
    '',
    'Every function returns a table whose first row holds the dotted API field paths as headers (leave it out with',
    'the option `headers=false`). Missing values are empty cells; dates are dates. Common options: `columns`,',
    '`headers`, `cache_minutes`, and `limit` on lists.',
    '',
    ...functions.map((def) => `- [${def.name}](#${def.name.toLowerCase()}): ${def.help}`),
    '',
    ...sections,
  ].join('\n');
}
