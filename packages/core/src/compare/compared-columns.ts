import type { Unit } from '../dictionary/unit';
import type { Column } from '../table';

/** The two columns that follow each figure of a compared table: its earlier value, then now − earlier. */
export type ComparedSide = 'previous' | 'change';

const SIDES: readonly ComparedSide[] = ['previous', 'change'];

export function comparedHeader(base: string, side: ComparedSide): string {
  return `${base}.${side}`;
}

/** The figure and side a compared column's header stands for; undefined for any other header. */
export function readComparedHeader(header: string): { base: string; side: ComparedSide } | undefined {
  for (const side of SIDES) {
    const suffix = `.${side}`;
    if (header.endsWith(suffix) && header.length > suffix.length)
      return { base: header.slice(0, -suffix.length), side };
  }
  return undefined;
}

/**
 * Whether a change of this unit is read in percentage points: the change of a 0–100 percent is already in points,
 * and that of a 0–1 fraction is multiplied by 100 so both read alike ("+1.2 pp").
 */
export function changeInPoints(unit: Unit | undefined): boolean {
  return unit === 'percent' || unit === 'fraction';
}

/**
 * The unit of a compared column from its figure's: the earlier value is what the figure is; a change of a rank is a
 * number of places, not a place, and a change of a share is in percentage points.
 */
export function comparedUnit(base: Unit | undefined, side: ComparedSide): Unit | undefined {
  if (side === 'previous' || base === undefined) return base;
  if (changeInPoints(base)) return 'points';
  return base === 'rank' || base === 'score' ? 'number' : base;
}

/** "Clicks (previous period)", "Clicks change", "Visibility change (pp)". */
export function comparedLabel(baseLabel: string, side: ComparedSide, unit: Unit | undefined, words: string): string {
  if (side === 'previous') return `${baseLabel} (${words})`;
  return unit === 'points' ? `${baseLabel} change (pp)` : `${baseLabel} change`;
}

/** A figure's column: a number that is not an id (ids name records; their difference means nothing). */
export function isFigure(column: Column, unit: Unit | undefined): boolean {
  if (column.kind !== 'number' && column.kind !== 'integer') return false;
  if (unit === 'id') return false;
  return !/(^|[._])id$/.test(column.header);
}
