import { cellAt } from '../a1';
import type { ReportCell } from '../types';

/** The heading and the one-line description every section opens with. */
export function sectionHeading(firstRow: number, title: string, description: string): ReportCell[] {
  return [
    { address: cellAt(1, firstRow), value: title, style: 'heading' },
    { address: cellAt(1, firstRow + 1), value: description, style: 'note' },
  ];
}

/** The row a section's body starts at, below its heading and description. */
export const bodyRow = (firstRow: number) => firstRow + 2;
