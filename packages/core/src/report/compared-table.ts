import { comparedLabel, comparedUnit, comparisonWords } from '../compare';
import { columnLabel, describeColumn, type Unit } from '../dictionary';
import { withComparison } from './compared-call';
import { compareOptionText } from './comparison';
import { FORMATS, UNIT_FORMATS } from './formats';
import type { NumberFormat, ReportCall, ReportRequest } from './types';

/** The part of a table's spec a comparison reshapes (layout.ts's TableSpec). */
interface ComparableSpec {
  readonly call: ReportCall;
  readonly headers: readonly string[];
  readonly formats?: Readonly<Record<string, NumberFormat>>;
}

/** The units whose columns a compared call doubles: numbers that are figures, not ids, flags or text. */
const FIGURE_UNITS: ReadonlySet<Unit> = new Set([
  'count',
  'rank',
  'percent',
  'fraction',
  'points',
  'currency',
  'score',
  'number',
]);

/** A change reads with its sign: +3 places, +1,200 sessions, +1.2 pp. */
const SIGNED: Readonly<Partial<Record<Unit, NumberFormat>>> = {
  points: FORMATS.points,
  count: '+#,##0;-#,##0;0',
  number: FORMATS.change,
  currency: '+#,##0.00;-#,##0.00;0.00',
};

export interface ComparedShape {
  readonly call: ReportCall;
  readonly headers: string[];
  readonly labels: string[];
  readonly formats: Record<string, NumberFormat>;
}

/**
 * A table of the report as its compared call answers it: the call with `compare=` in its options, and after each
 * figure column its earlier value and the change, with their headers in words ("Desktop visibility (last year)",
 * "Desktop visibility change (pp)") and formats (the figure's own; the change signed, a share's in points).
 * Undefined when the report compares nothing or the function has no period.
 */
export function comparedShape(spec: ComparableSpec, request: ReportRequest): ComparedShape | undefined {
  const name = spec.call.name;
  const compareText = compareOptionText(name, request);
  if (!compareText || !request.comparison) return undefined;
  const words = comparisonWords({ kind: request.comparison });
  const headers: string[] = [];
  const labels: string[] = [];
  const formats: Record<string, NumberFormat> = {};
  for (const header of spec.headers) {
    const unit = describeColumn(name, header)?.unit;
    const own = spec.formats?.[header] ?? (unit ? UNIT_FORMATS[unit] : undefined);
    headers.push(header);
    labels.push(columnLabel(name, header));
    if (own) formats[header] = own;
    if (!unit || !FIGURE_UNITS.has(unit)) continue;
    for (const side of ['previous', 'change'] as const) {
      const sideUnit = comparedUnit(unit, side);
      headers.push(`${header}.${side}`);
      labels.push(comparedLabel(columnLabel(name, header), side, sideUnit, words));
      const format = side === 'previous' ? own : sideUnit && (SIGNED[sideUnit] ?? UNIT_FORMATS[sideUnit]);
      if (format) formats[`${header}.${side}`] = format;
    }
  }
  return { call: withComparison(spec.call, compareText), headers, labels, formats };
}
