import {
  columnDocs,
  FUNCTIONS,
  type FunctionDef,
  functionAreas,
  type ParamDef,
  rowSummary,
  SERP_FEATURE_CODES,
} from '@sv/core';
import { flagName } from './command-line';
import { EXIT_CODE_HELP } from './exit-codes';
import { commandName } from './function-commands';

const WIDTH = 100;

/** Breaks text into lines of at most `width` characters, each starting with `indent`. */
export function wrap(text: string, indent: string, width = WIDTH): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line !== '' && indent.length + line.length + 1 + word.length > width) {
      lines.push(indent + line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(indent + line);
  return lines;
}

function synopsis(def: FunctionDef): string {
  const params = def.params.map((param) => (param.optional ? `[${param.name}]` : `<${param.name}>`));
  return ['sv', commandName(def), ...params].join(' ');
}

/** What a value of the parameter looks like on the command line, from its registry type. */
function typeNote(param: ParamDef): string {
  if (param.type === 'list') return ` [list of ${param.items ?? 'values'}, in one argument]`;
  if (param.type === 'options') return ' [key=value; key=value, or --option key=value]';
  if (param.type === 'enum') return '';
  return ` [${param.type.replace('_', ' ')}]`;
}

function paramLines(param: ParamDef, nameWidth: number): string[] {
  const values = param.values ? ` One of: ${param.values.join(', ')}.` : typeNote(param);
  const head = `  ${param.name.padEnd(nameWidth)}  ${param.optional ? 'optional' : 'required'}  `;
  const [first = '', ...rest] = wrap(`${param.help}${values}`, ' '.repeat(head.length));
  return [head + first.trimStart(), ...rest];
}

/** `sv help <function>`: the function reference in the terminal, from the registry's fields. */
export function functionHelp(def: FunctionDef): string {
  const cells = def.params.map((param) => (param.optional ? `[${param.name}]` : param.name)).join(', ');
  const nameWidth = Math.max(0, ...def.params.map((param) => param.name.length));
  const options = Object.entries(def.options ?? {});
  const optionWidth = Math.max(0, ...options.map(([key]) => key.length));
  const lines = [
    synopsis(def),
    '',
    ...wrap(def.help, '  '),
    ...wrap(
      `In a cell: =SV_${def.name}(${cells}) in Google Sheets, =SV.${def.name}(${cells}) in Excel. Interface ${def.api}.`,
      '  ',
    ),
  ];
  if (def.params.length > 0) {
    const flags = def.params.map((param) => `--${flagName(param.name)}`).join(', ');
    lines.push('', 'Arguments, in this order, or by name as a flag with a value:', ...wrap(flags, '  '));
    for (const param of def.params) lines.push(...paramLines(param, nameWidth));
  }
  if (options.length > 0) {
    lines.push('', 'Options: --option key=value (repeat it), or the options argument as "key=value; key=value":');
    for (const [key, option] of options) {
      const head = `  ${key.padEnd(optionWidth)}  `;
      const [first = '', ...rest] = wrap(option.help, ' '.repeat(head.length));
      lines.push(head + first.trimStart(), ...rest);
    }
  }
  lines.push('', 'Result:', ...wrap(rowSummary(def), '  '));
  if (def.columns) lines.push('', 'Columns (header, then --headers labels shows the label):', ...columnLines(def));
  else if (def.knownColumns)
    lines.push('', 'Columns its answer is known to carry (others show under their paths):', ...columnLines(def));
  return `${lines.join('\n')}\n`;
}

/** The command that prints the SERP feature legend, named wherever a column holds feature codes. */
export const SERP_CODES_COMMAND = 'serp-codes';

function columnLines(def: FunctionDef): string[] {
  return columnDocs(def).flatMap(({ header, label, unit, meaning }) => [
    `  ${header}: ${label}`,
    ...wrap(
      unit
        ? `${unit}. ${meaning}${unit.startsWith('code list') ? ` The codes: sv help ${SERP_CODES_COMMAND}.` : ''}`
        : '',
      '      ',
    ),
  ]);
}

/** `sv help serp-codes`: what each SERP feature code of the feature columns means. */
export function serpCodesHelp(): string {
  const width = Math.max(...Object.keys(SERP_FEATURE_CODES).map((code) => code.length));
  const lines = ['SERP feature codes (the feature columns hold them comma-separated, e.g. FSN, QNS, AIO):', ''];
  for (const [code, { name, meaning }] of Object.entries(SERP_FEATURE_CODES)) {
    const head = `  ${code.padEnd(width)}  `;
    const [first = '', ...rest] = wrap(`${name}: ${meaning}`, ' '.repeat(head.length));
    lines.push(head + first.trimStart(), ...rest);
  }
  return `${lines.join('\n')}\n`;
}

/** Interface headings of `sv list`: the two interfaces reach different data of different accounts. */
const INTERFACE_HEADING: Readonly<Record<FunctionDef['api'], string>> = {
  '3.0': 'Interface 3.0 (campaigns)',
  '1.2': 'Interface 1.2 (sites; the commands start with v1-)',
};

/** `sv list`: every function command with its one-line help, by interface and service area (the registry's order). */
export function functionList(): string {
  const width = Math.max(...FUNCTIONS.map((def) => commandName(def).length));
  const lines = ['Functions by area (sv help <function> for its arguments, options and columns):'];
  let api: FunctionDef['api'] | undefined;
  for (const area of functionAreas()) {
    if (area.api !== api) {
      api = area.api;
      lines.push('', INTERFACE_HEADING[api]);
    }
    lines.push('', `${area.area}:`);
    for (const def of area.functions) {
      const head = `  ${commandName(def).padEnd(width)}  `;
      const [first = '', ...rest] = wrap(def.help, ' '.repeat(head.length));
      lines.push(head + first.trimStart(), ...rest);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** `sv --help`. */
export function generalHelp(): string {
  return `${[
    'sv: search visibility data from a terminal, with the same functions and arguments as in a spreadsheet cell.',
    '',
    'Usage:',
    '  sv <function> [arguments...] [--format csv|jsonl|xlsx] [--out FILE] [--option key=value ...] [--sandbox]',
    '  sv list                 every function',
    '  sv help <function>      its arguments, options and columns',
    `  sv help ${SERP_CODES_COMMAND}      what the SERP feature codes (FSN, QNS, AIO, ...) in feature columns mean`,
    '  sv login                save the API token (read from standard input or typed at a hidden prompt)',
    '  sv logout               forget the saved token (and the campaign counts kept)',
    '',
    'Example:',
    '  sv keywords 101 2026-10-01 2026-10-31 --format csv --out keywords.csv',
    '  sv --sandbox keywords 101 "30 days ago" yesterday --option limit=10',
    '  sv --sandbox keywords 101 "last month" "last month" --out last-month.xlsx',
    '  sv --sandbox traffic 101 "last month" "last month" --compare previous_year',
    '',
    'Flags:',
    '  --format csv|jsonl|xlsx  output format; default from the --out file name, else csv',
    '  --out FILE               write to FILE (replaced only once the whole table is written); default standard output',
    '  --option key=value       one option of the function; or the options argument as "key=value; key=value"',
    '  --headers labels         readable column headers for a client (paths, the default: field paths; none: no header)',
    '  --compare previous_period|previous_year|YYYY-MM-DD..YYYY-MM-DD',
    '                           each figure beside its value in an earlier period and the change (dated functions)',
    '  --sandbox                run against the embedded sandbox with its demo token (no account needed)',
    '  --<argument> VALUE       an argument by its name, for example --group-id 5',
    '',
    'Dates: YYYY-MM-DD, today, yesterday, "30 days ago", "3 months ago", or a period: "this week", "last week",',
    '  "this month", "last month", "this quarter", "last quarter", "this year", "last year" (its first day as a',
    '  start date, its last as an end date, so "last month" twice is that whole month; weeks start on Monday,',
    '  quarters and years are calendar ones; days after today count as today).',
    '',
    'Settings: SV_TOKEN, SV_GATEWAY_URL and SV_V1_URL from the environment, else from `sv login`.',
    '',
    'Kept between runs: only the campaigns list whose keyword counts pace a pull of more than one page, for an hour,',
    '  in ~/.cache/sv/counts.json ($XDG_CACHE_HOME/sv, or $SV_CONFIG_DIR/cache when set), so pulls within the hour',
    '  spend one request on it; every table is read from the service. SV_NO_CACHE=1 turns it off.',
    '',
    'Exit codes:',
    EXIT_CODE_HELP,
  ].join('\n')}\n`;
}
