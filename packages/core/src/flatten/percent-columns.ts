import type { Cell, Column } from '../table';

/**
 * One scale for one meaning: a share or a visibility is a fraction 0–1 in every table (0.142, which a spreadsheet's
 * percent format shows as 14.2 %), whichever scale the operation sends it on. The columns an operation sends as a
 * percent 0–100 are divided by 100 here, as the table is made, so the cache, `columns=`, a comparison's change and
 * every host see the one scale (docs/service.md, "Scales").
 */
export function percentColumnIndexes(columns: readonly Column[], sentAsPercent: ReadonlySet<string>): number[] {
  const indexes: number[] = [];
  columns.forEach((column, index) => {
    if (sentAsPercent.has(column.header)) indexes.push(index);
  });
  return indexes;
}

/**
 * 14.2 → 0.142, kept to the 15 significant digits a spreadsheet shows, so the division leaves no binary tail
 * (0.14200000000000002). Significant digits rather than a fixed number of decimals: a scaled product would overflow
 * to Infinity on a huge figure and round a tiny one to 0.
 */
export function percentAsFraction(cell: Cell): Cell {
  return typeof cell === 'number' ? Number((cell / 100).toPrecision(15)) : cell;
}

/** The rows with the cells of `indexes` turned from a percent into a fraction, in place (the rows are new). */
export function rescaleRows(rows: Cell[][], indexes: readonly number[]): Cell[][] {
  if (indexes.length === 0) return rows;
  for (const row of rows) {
    for (const index of indexes) {
      const cell = row[index];
      if (cell !== undefined) row[index] = percentAsFraction(cell);
    }
  }
  return rows;
}
