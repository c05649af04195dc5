import { cellAt, rangeOf } from '../a1';
import { formula } from '../formula';
import { FORMATS, placeTables, type SectionBody, type SectionContext } from '../layout';
import type { ReportCell, ReportFormula } from '../types';
import { guardedFigure } from './figure-guard';
import { keywordsNow, rankHeader, trendHeader } from './keyword-tables';
import { bodyRow } from './section-frame';

export const MOVERS = 10;
export const GAIN_COLOURS = { fontColor: '#137333', background: '#e6f4ea' } as const;
export const LOSS_COLOURS = { fontColor: '#a50e0e', background: '#fce8e6' } as const;

interface Side {
  readonly title: string;
  readonly column: number;
  /** LARGE for gains, SMALL for losses. */
  readonly pick: 'LARGE' | 'SMALL';
  /** Keeps only real moves: > 0 for gains, < 0 for losses. */
  readonly keep: '>' | '<';
}

const SIDES: readonly Side[] = [
  { title: 'Gained most', column: 1, pick: 'LARGE', keep: '>' },
  { title: 'Lost most', column: 5, pick: 'SMALL', keep: '<' },
];

/** A side read over the comparison's change (now − then): gains are its smallest values, losses its largest. */
const flipped = (side: Side): Side => ({
  ...side,
  pick: side.pick === 'LARGE' ? 'SMALL' : 'LARGE',
  keep: side.keep === '>' ? '<' : '>',
});

/**
 * The ten keywords that gained most and the ten that lost most over the period, picked by formulas over the keyword
 * table: the k-th largest (smallest) change, then the keyword of its n-th occurrence, so ties each get their row.
 */
export function topMoversSection(context: SectionContext): SectionBody {
  const { device, comparison } = context.request;
  const { tables, placed } = placeTables(context.data, [keywordsNow(device, comparison !== undefined)]);
  const [now] = placed;
  // Compared, the change is the comparison's rank now minus rank then (negative is a gain): the movers read it with
  // the opposite sign, so the report's "+5" still means five places up.
  const changeHeader = comparison ? `${rankHeader(device)}.change` : trendHeader(device);
  const sign = comparison ? '-' : '';
  // From the first data row to the last row with a change: arrays over whole columns would be a million rows in Excel.
  const trendColumn = now.column(changeHeader);
  const trend = `${now.firstCell(changeHeader)}:INDEX(${trendColumn},MATCH(9.99E+307,${trendColumn}))`;
  const keyword = now.column('keyword');
  const rank = now.column(rankHeader(device));
  const top = bodyRow(context.firstRow);
  const cells: ReportCell[] = [];
  for (const given of SIDES) {
    const side = comparison ? flipped(given) : given;
    cells.push(
      { address: cellAt(side.column, top), value: side.title, style: 'header' },
      { address: cellAt(side.column + 1, top), value: 'Rank now', style: 'header' },
      { address: cellAt(side.column + 2, top), value: 'Change', style: 'header' },
    );
    for (let k = 1; k <= MOVERS; k++) {
      const row = top + k;
      const change = cellAt(side.column + 2, row);
      const value = `${sign}${change}`;
      // The n-th row holding this change, n counting the rows with the same change already listed above it.
      const rowOf = `SMALL(IF(${trend}=${value},ROW(${trend})),${k}-COUNTIF(${trend},"${side.keep}"&${value}))`;
      const lookup = (column: string): ReportFormula => formula(`=IF(${change}="","",INDEX(${column},${rowOf}))`, true);
      cells.push(
        { address: cellAt(side.column, row), formula: lookup(keyword) },
        { address: cellAt(side.column + 1, row), formula: lookup(rank), format: FORMATS.rank },
        {
          address: change,
          // Guarded for the error only: a table without changes has no movers, and blank rows say that already.
          formula: guardedFigure(
            [{ table: now }],
            `IFERROR(IF(${side.pick}(${trend},${k})${side.keep}0,${sign}${side.pick}(${trend},${k}),""),"")`,
          ),
          format: FORMATS.change,
        },
      );
    }
  }
  return {
    title: 'Top movers',
    description: comparison
      ? `Keywords whose rank changed most against the ${comparison === 'previous_year' ? 'same day a year earlier' : 'previous period'} (change = rank then minus rank now).`
      : 'Keywords whose rank changed most between the first and the last day (change = rank before minus rank now).',
    cells,
    tables,
    charts: [],
    conditionalFormats: [
      { range: rangeOf(3, top + 1, 3, top + MOVERS), rule: 'greater_than', value: 0, ...GAIN_COLOURS },
      { range: rangeOf(7, top + 1, 7, top + MOVERS), rule: 'less_than', value: 0, ...LOSS_COLOURS },
    ],
    height: 2 + 1 + MOVERS + 1,
  };
}
