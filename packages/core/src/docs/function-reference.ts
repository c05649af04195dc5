import { SERP_FEATURE_CODES } from '../dictionary';
import type { FunctionDef, ParamDef } from '../registry/types';
import { columnDocs, rowSummary } from './column-table';
import { comparisonLine, comparisonSection } from './comparison-section';

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

/** A pipe inside a table cell would end the cell. */
function cellText(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** GET and V1_GET read any path, so no table of theirs can be listed ahead. */
const ANY_PATH_COLUMNS =
  '**Columns.** The fields of whatever the path answers, each under its dotted path; `headers=labels` shows a path in words, the field first (`organic_share_of_voice.domains.share_of_voice` reads "Share of voice (organic share of voice › domains)"). Nothing is known ahead of their units or meanings: where the operation has a function of its own, that function\'s table above describes them.';

function columnTable(def: FunctionDef): string[] {
  const columns = columnDocs(def);
  if (columns.length === 0) return ['', ANY_PATH_COLUMNS];
  const known = def.columns
    ? []
    : ['', 'The columns its answer is known to carry (a field not listed shows under its path, labelled from it):'];
  return [
    ...known,
    '',
    '| Column (header) | Label (`headers=labels`) | Unit | Meaning |',
    '|---|---|---|---|',
    ...columns.map(
      ({ header, label, unit, meaning }) =>
        `| \`${header}\` | ${cellText(label)} | ${cellText(unit)} | ${cellText(meaning)} |`,
    ),
  ];
}

/** The codes the SERP feature columns hold (unit "code list"), explained once for every function. */
function serpFeatureLegend(): string[] {
  return [
    '## SERP feature codes',
    '',
    'Columns whose unit is a code list hold comma-separated codes of the features on the search results page:',
    '',
    '| Code | Feature | Meaning |',
    '|---|---|---|',
    ...Object.entries(SERP_FEATURE_CODES).map(
      ([code, { name, meaning }]) => `| \`${code}\` | ${cellText(name)} | ${cellText(meaning)} |`,
    ),
    '',
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
      comparisonLine(def),
      '',
      ...(def.params.length > 0 ? ['| Argument | | Meaning |', '|---|---|---|', ...def.params.map(paramLine)] : []),
      ...optionLines(def),
      '',
      `**Result.** ${rowSummary(def)}`,
      ...columnTable(def),
      '',
    ].join('\n'),
  );
  return [
    '# Function reference',
    '',
    'Generated from the function registry (`packages/core/src/registry`) by `npm run build`; do not edit by hand.',
    '',
    'Every function returns a table whose first row holds the dotted API field paths as headers: formulas and the',
    '`columns` option refer to them. `headers=labels` shows the readable labels of the tables below instead (for a',
    'client), `headers=false` leaves the row out. Each column says its unit: the service measures similar figures',
    'differently in different operations (a visibility of 14.2 percent in one, 0.142 as a fraction in another).',
    'Missing values are empty cells; dates are dates. Common options: `columns`, `headers`, `cache_minutes`, and',
    '`limit` on lists.',
    '',
    'No two columns of a table share a header, so no value is lost to another (in a cell, a CSV or a JSON line). Where',
    'a function makes its columns from the fields of the answer (GET, V1_GET and the others whose result reads "nested',
    'fields become dotted columns"), two fields that would meet in one dotted path are written apart: the nested field',
    'keeps the path and a field whose own name holds a dot, a bracket or a quote is written in brackets, so `{"a.b": 1,',
    '"a": {"b": 2}}` gives `a.b` (2) and `["a.b"]` (1); a column the flattening adds (`device`, the fields of unrolled',
    '`desktop`/`mobile` items) that meets a field of the same path is numbered, `device (2)`. With `headers=labels`,',
    'columns whose labels are the same (`search_volume`, `search volume`, `Search_Volume` all read "Search volume") all',
    'show their field paths instead. A header or text longer than a cell holds (Excel 32,767 characters, Google Sheets',
    '50,000) is cut, ending in "… [cut: N characters in all]".',
    '',
    '- [Comparing with an earlier period](#comparing-with-an-earlier-period): `compare=` on every dated function.',
    ...functions.map((def) => `- [${def.name}](#${def.name.toLowerCase()}): ${def.help}`),
    '- [SERP feature codes](#serp-feature-codes): what KNG, FSN, AIO and the other codes mean.',
    '',
    ...comparisonSection(functions),
    ...sections,
    ...serpFeatureLegend(),
  ].join('\n');
}
