import { cellAt } from '../a1';
import { empty, formula, literal, param, svCall } from '../formula';
import { CHART_ROWS, FORMATS, percentAxis, placeTables, type SectionBody, type SectionContext } from '../layout';
import type { ReportCell } from '../types';
import { changeOf, earlierSource, NO_EARLIER_DATA, numberOr, thenHeader } from './compared-figures';
import { guardedFigure } from './figure-guard';
import { bodyRow, chartAt } from './section-frame';

/** Daily visibility on desktop and mobile over the period (line), with the first and last day side by side. */
export function visibilitySection(context: SectionContext): SectionBody {
  const { tables, placed } = placeTables(context.data, [
    {
      id: 'visibility',
      label: 'Visibility per day',
      call: svCall('GROUP_VISIBILITY', [
        param('campaign'),
        param('start'),
        param('end'),
        empty,
        literal('columns=date,visibility.desktop,visibility.mobile'),
      ]),
      headers: ['date', 'visibility.desktop', 'visibility.mobile'],
      maxRows: context.days,
      formats: { date: FORMATS.date, 'visibility.desktop': FORMATS.percent, 'visibility.mobile': FORMATS.percent },
    },
  ]);
  const [visibility] = placed;
  const top = bodyRow(context.firstRow);
  const row = (offset: number, label: string, header: string): ReportCell[] => {
    const figure = (expression: string) => guardedFigure([{ table: visibility, column: header }], expression);
    const [first, last] = [cellAt(2, top + offset), cellAt(3, top + offset)];
    const column = visibility.column(header);
    return [
      { address: cellAt(1, top + offset), value: label, style: 'label' },
      { address: first, formula: figure(visibility.firstCell(header)), format: FORMATS.percent },
      { address: last, formula: figure(`INDEX(${column},MATCH(9.99E+307,${column}))`), format: FORMATS.percent },
      {
        // A first day without a value ("" from the service) has no change to show, rather than a change from 0.
        // Visibility is a share: its change is the difference in percentage points (fractions × 100), never a %.
        address: cellAt(4, top + offset),
        formula: figure(`IF(COUNT(${first},${last})=2,(${last}-${first})*100,"")`),
        format: FORMATS.points,
      },
    ];
  };
  const comparison = context.request.comparison;
  // Compared: the last day against the same day of the earlier period (the row the comparison joined it to).
  const comparedRow = (offset: number, label: string, header: string): ReportCell[] => {
    const column = visibility.column(header);
    const lastRow = `MATCH(9.99E+307,${column})`;
    const [now, then] = [cellAt(2, top + offset), cellAt(3, top + offset)];
    const earlier = `INDEX(${visibility.column(`${header}.previous`)},${lastRow})`;
    return [
      { address: cellAt(1, top + offset), value: label, style: 'label' },
      {
        address: now,
        formula: guardedFigure([{ table: visibility, column: header }], `INDEX(${column},${lastRow})`),
        format: FORMATS.percent,
      },
      {
        address: then,
        formula: guardedFigure(
          [{ table: visibility, column: header }, earlierSource(visibility, header)],
          numberOr(earlier, NO_EARLIER_DATA),
        ),
        format: FORMATS.percent,
      },
      {
        address: cellAt(4, top + offset),
        formula: formula(`=${changeOf(now, then, true)}`),
        format: FORMATS.points,
      },
    ];
  };
  const rowOf = comparison ? comparedRow : row;
  const cells: ReportCell[] = [
    { address: cellAt(1, top), value: 'Visibility', style: 'header' },
    { address: cellAt(2, top), value: comparison ? 'Last day' : 'First day', style: 'header' },
    { address: cellAt(3, top), value: comparison ? thenHeader(comparison) : 'Last day', style: 'header' },
    { address: cellAt(4, top), value: 'Change (pp)', style: 'header' },
    ...rowOf(1, 'Desktop', 'visibility.desktop'),
    ...rowOf(2, 'Mobile', 'visibility.mobile'),
  ];
  // Compared, each device's earlier period is a second line beside its own.
  const devices = ['visibility.desktop', 'visibility.mobile'];
  const series = devices.flatMap((header) =>
    comparison ? [visibility.series(header), visibility.series(`${header}.previous`)] : [visibility.series(header)],
  );
  return {
    title: 'Visibility trend',
    description: 'Share of the possible organic clicks your site wins, day by day.',
    cells,
    tables,
    charts: [
      chartAt(top, {
        id: 'visibility_trend',
        type: 'line',
        title: 'Visibility, desktop and mobile',
        categories: visibility.columnRange('date'),
        series,
        xAxis: { title: 'Day', format: FORMATS.date },
        yAxis: percentAxis('Visibility'),
        source: 'visibility',
      }),
    ],
    conditionalFormats: [],
    height: 2 + CHART_ROWS,
  };
}
