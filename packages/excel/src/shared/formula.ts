/** A value as Excel hands it to a custom function: omitted arguments are null. */
export type ArgumentValue = string | number | boolean | null | ArgumentValue[][];

/**
 * The formula text for `=SV.NAME(...)` in Excel's invariant (en-US) syntax, which `Range.formulas` expects whatever
 * the user's locale: comma separators, text in double quotes, trailing omitted arguments dropped.
 */
export function formulaFor(name: string, args: readonly ArgumentValue[]): string {
  const parts = args.map(literal);
  while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
  return `=SV.${name}(${parts.join(', ')})`;
}

function literal(value: ArgumentValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'string') return `"${value.replace(/"/g, '""')}"`;
  const rows = value.map((row) => row.map(literal).join(','));
  return `{${rows.join(';')}}`;
}
