import { type CellArg, type CellRange, type CellScalar, cellsOf, describeValue, isCellScalar, isRange } from './cell';
import { type Remedy, refuse } from './refusal';

/** The one value of an argument that takes one cell; a single-cell range may arrive as `[[v]]`. */
export function singleCell(value: CellArg, name: string, remedy: Remedy): CellScalar {
  const cell = isRange(value) ? onlyCell(value, name, remedy) : value;
  if (!isCellScalar(cell)) throw refuse(name, `got ${describeValue(cell)}`, remedy);
  return cell;
}

function onlyCell(range: CellRange, name: string, remedy: Remedy): unknown {
  const cells = cellsOf(range);
  if (cells.length > 1) throw refuse(name, `takes one cell, not a range of ${cells.length} cells`, remedy);
  return cells[0];
}
