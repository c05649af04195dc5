import type { Keyword } from '../../data/keywords';
import { trackedSpan } from '../../data/ranks';
import type { DayRange } from '../shared';

export interface ActiveKeyword {
  keyword: Keyword;
  first: number;
  last: number;
}

/** Keywords with rank data inside the range (tracked by then, and not after yesterday), with their tracked span. */
export function activeIn(keywords: readonly Keyword[], range: DayRange, today: number): ActiveKeyword[] {
  const active: ActiveKeyword[] = [];
  for (const keyword of keywords) {
    const span = trackedSpan(keyword, range.from, range.to, today);
    if (span) active.push({ keyword, first: span[0], last: span[1] });
  }
  return active;
}
