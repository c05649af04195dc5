import { cellAt, rangeOf } from '../a1';
import { LONG_KEYWORD } from '../column-widths';
import { formula } from '../formula';
import { FORMATS, placeTables, type SectionBody, type SectionContext } from '../layout';
import type { ReportCell, ReportFormula } from '../types';
import { guardedFigure } from './figure-guard';
import { impactHeader, keywordsNow, rankHeader, trendHeader } from './keyword-tables';
import { bodyRow } from './section-frame';

export const MOVERS = 10;
/** A keyword matters to a client when it is on the first two pages on either day: movement at rank 70–95 does not. */
export const MOVERS_TOP_RANK = 20;
export const GAIN_COLOURS = { fontColor: '#137333', background: '#e6f4ea' } as const;
export const LOSS_COLOURS = { fontColor: '#a50e0e', background: '#fce8e6' } as const;

interface Side {
  readonly title: string;
  readonly column: number;
  /** LARGE for gains (the largest effect first), SMALL for losses (the most negative first). */
  readonly pick: 'LARGE' | 'SMALL';
}

const SIDES: readonly Side[] = [
  { title: 'Gained most', column: 1, pick: 'LARGE' },
  { title: 'Lost most', column: 5, pick: 'SMALL' },
];

/** Arrays over the keyword table, from its first data row to the last row with a change. */
interface MoverArrays {
  /** 1 where a keyword matters (top 20 on either side) and moved this side's way, else 0. */
  readonly moved: (side: Side) => string;
  /** What ranks the movers: the visits a month (uncompared), or the places gained (compared). */
  readonly effect: string;
  /** Row numbers, for INDEX over whole columns. */
  readonly rows: string;
  /** The places gained in the row `row` (an expression). */
  readonly placesAt: (row: string) => string;
}

/**
 * The ten keywords that gained most and the ten that lost most, among the keywords in the top 20 on the first or the
 * last day (then or now, compared): ranked by the visits a month their move is estimated to bring or cost, or, when
 * compared with an earlier period (whose table has no such estimate), by the places moved. Picked by formulas over the
 * keyword table: the k-th largest (smallest) effect, then the row of its n-th occurrence, so ties each get their row.
 */
export function topMoversSection(context: SectionContext): SectionBody {
  const { device, comparison } = context.request;
  const { tables, placed } = placeTables(context.data, [keywordsNow(device, comparison !== undefined)]);
  const [now] = placed;
  const rank = rankHeader(device);
  // Compared, the change is the comparison's rank now minus rank then (negative is a gain).
  const changeHeader = comparison ? `${rank}.change` : trendHeader(device);
  // From the first data row to the last row with a change: arrays over whole columns would be a million rows in Excel.
  const lastRow = `MATCH(9.99E+307,${now.column(changeHeader)})`;
  const span = (header: string) => `${now.firstCell(header)}:INDEX(${now.column(header)},${lastRow})`;
  const inTop = (ranks: string) => `(${ranks}>=1)*(${ranks}<=${MOVERS_TOP_RANK})`;
  const change = span(changeHeader);
  // Rank on the first day = rank now + places gained; compared, the earlier period's rank (blank: not ranked then).
  const before = comparison ? span(`${rank}.previous`) : `(${span(rank)}+${change})`;
  const matters = `((${inTop(span(rank))}+${inTop(before)})>0)`;
  const arrays: MoverArrays = {
    moved: (side) => {
      const gain = side.pick === 'LARGE';
      // Compared, a gain is a negative change (fewer places down the list); uncompared a positive trend.
      const way = comparison ? (gain ? '<' : '>') : gain ? '>' : '<';
      return `${matters}*(${change}${way}0)`;
    },
    effect: comparison ? `(0-${change})` : span(impactHeader(device)),
    rows: `ROW(${change})`,
    placesAt: (row) => `${comparison ? '-' : ''}INDEX(${now.column(changeHeader)},${row})`,
  };
  const top = bodyRow(context.firstRow);
  const cells: ReportCell[] = [];
  for (const side of SIDES) {
    cells.push(
      { address: cellAt(side.column, top), value: side.title, style: 'header' },
      { address: cellAt(side.column + 1, top), value: 'Rank now', style: 'header' },
      { address: cellAt(side.column + 2, top), value: 'Change', style: 'header' },
    );
    const moved = arrays.moved(side);
    const ranked = `IF(${moved},${arrays.effect},"")`;
    const beyond = side.pick === 'LARGE' ? '>' : '<';
    for (let k = 1; k <= MOVERS; k++) {
      const row = top + k;
      const placesCell = cellAt(side.column + 2, row);
      const kth = `${side.pick}(${ranked},${k})`;
      // The n-th row holding the k-th effect, n counting the movers with the same effect already listed above it.
      const rowOf =
        `SMALL(IF(${moved},IF(${arrays.effect}=${kth},${arrays.rows})),` +
        `${k}-SUM(IF(${moved},IF(${arrays.effect}${beyond}${kth},1,0),0)))`;
      const lookup = (column: string): ReportFormula =>
        formula(`=IF(${placesCell}="","",INDEX(${column},${rowOf}))`, true);
      cells.push(
        { address: cellAt(side.column, row), formula: lookup(now.column('keyword')), sample: LONG_KEYWORD },
        { address: cellAt(side.column + 1, row), formula: lookup(now.column(rank)), format: FORMATS.rank },
        {
          address: placesCell,
          // Guarded for the error only: fewer movers than rows (or none) leave the rows blank, which says that already.
          formula: guardedFigure([{ table: now }], `IFERROR(${arrays.placesAt(rowOf)},"")`, true),
          format: FORMATS.change,
        },
      );
    }
  }
  const rule = comparison
    ? `Only keywords in the top ${MOVERS_TOP_RANK} then or now, ranked by the places they moved.`
    : `Only keywords in the top ${MOVERS_TOP_RANK} on the first or the last day, ranked by the visits a month their move is estimated to bring or cost.`;
  return {
    title: 'Top movers',
    description: comparison
      ? `Keywords whose rank changed most against the ${comparison === 'previous_year' ? 'same day a year earlier' : 'previous period'} (change = rank then minus rank now).`
      : 'Keywords whose rank changed most between the first and the last day (change = rank before minus rank now).',
    cells: [...cells, { address: cellAt(1, top + MOVERS + 1), value: rule, style: 'note' }],
    tables,
    charts: [],
    conditionalFormats: [
      { range: rangeOf(3, top + 1, 3, top + MOVERS), rule: 'greater_than', value: 0, ...GAIN_COLOURS },
      { range: rangeOf(7, top + 1, 7, top + MOVERS), rule: 'less_than', value: 0, ...LOSS_COLOURS },
    ],
    height: 2 + 1 + MOVERS + 1,
  };
}
