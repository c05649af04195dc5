import { parseCellAddress } from './a1';
import type { ReportCell, ReportDefinition, ReportSection } from './types';

const textOf = (cell: ReportCell | undefined) => (typeof cell?.value === 'string' ? cell.value : undefined);

/**
 * A computed cell of a section in the report's own words: its section, the label of its row and the header of its
 * column (`Rank distribution: Top 3, First day`); in a list without row labels, the list's title and the row's place
 * in it (`Top movers: Gained most, row 1, Change`).
 */
function sectionNames(section: ReportSection, names: Map<string, string>): void {
  const at = new Map(section.cells.map((cell) => [cell.address, { cell, ...parseCellAddress(cell.address) }]));
  const placed = [...at.values()];
  const headers = placed.filter(({ cell }) => cell.style === 'header');
  for (const { cell, row, column } of placed) {
    if (cell.formula?.kind !== 'formula') continue;
    const header = headers.filter((h) => h.column === column && h.row < row).sort((a, b) => b.row - a.row)[0];
    const label = placed.find((p) => p.row === row && p.column === 1 && p.cell.style === 'label');
    let name: string | undefined = textOf(label?.cell);
    if (name === undefined && header) {
      // The list's title heads the first column of the run of headers this column belongs to.
      let first = header;
      for (;;) {
        const left = headers.find((h) => h.row === first.row && h.column === first.column - 1);
        if (!left) break;
        first = left;
      }
      const place = `${textOf(first.cell)}, row ${row - header.row}`;
      name = first === header ? place : `${place}, ${textOf(header.cell)}`;
    } else if (name !== undefined && header) name = `${name}, ${textOf(header.cell)}`;
    names.set(cell.address, `${section.title}: ${name ?? cell.address}`);
  }
  for (const table of section.tables) names.set(table.anchor, `${table.label} (SV_${table.call.name})`);
}

/** What each formula of a report shows, by address: for a message that says which figure failed or still loads. */
export function figureNames(definition: ReportDefinition): Map<string, string> {
  const names = new Map<string, string>();
  for (const parameter of definition.parameters)
    if (parameter.call) names.set(parameter.cell, `${parameter.label} (SV_${parameter.call.name})`);
  for (const section of definition.sections) sectionNames(section, names);
  return names;
}
