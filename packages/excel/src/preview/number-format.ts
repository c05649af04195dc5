import { serialToIsoDate } from '@sv/core';
import { isError, type Scalar } from './sheet-values';

/**
 * A value as a spreadsheet shows it under the report's number format codes: `yyyy-mm-dd` dates (serial numbers),
 * `0.0%` shares, `#,##0` counts, `0` ranks, signed changes such as `+0;-0;0` (positive;negative;zero sections) and
 * percentage points with their unit in quotes (`+0.0" pp"`).
 * Without a format, numbers show up to four decimals.
 */
export function formatValue(value: Scalar, format = ''): string {
  if (value === null) return '';
  if (isError(value)) return value.code;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'string') return value;
  if (/y+/i.test(format)) return serialToIsoDate(value);
  if (!format) return value.toLocaleString('en-US', { maximumFractionDigits: 4 });
  const [positive = '', negative, zero] = format.split(';');
  const section = value > 0 || negative === undefined ? positive : value < 0 ? negative : (zero ?? positive);
  // A negative section of its own carries its sign in its text; with one section the sign is the number's.
  const magnitude = negative !== undefined && value < 0 ? -value : value;
  return numberWith(section, magnitude);
}

function numberWith(section: string, value: number): string {
  // Quoted text is shown as it is: a "%" in quotes is a sign, not a percent format (`0.0"%"` shows 13.3 as 13.3%).
  const code = section.replace(/"[^"]*"/g, '');
  const percent = code.includes('%');
  const fraction = /\.([0#]+)/.exec(code)?.[1] ?? '';
  const shown = (percent ? value * 100 : value).toLocaleString('en-US', {
    minimumFractionDigits: fraction.replace(/#/g, '').length,
    maximumFractionDigits: fraction.length,
    useGrouping: code.includes(','),
  });
  // Text around the digits: a sign before them, a quoted unit after them (`+0.0" pp"` reads +1.2 pp).
  const prefix = /^[^#0]*/.exec(section)?.[0]?.replace(/"/g, '').replace(/%/g, '') ?? '';
  const suffix = /[#0.,]([^#0.,]*)$/.exec(section)?.[1] ?? '';
  // In the unit after the digits, quoted text stays and a bare % (the percent format's own sign) is shown once.
  const unit = suffix.replace(/"([^"]*)"|%/g, (_, quoted: string | undefined) => quoted ?? '');
  return `${prefix}${shown}${percent ? '%' : ''}${unit}`;
}
