import { absoluteCell, cellAt } from './a1';
import { comparisonTitle } from './comparison';
import { joined, type ParamCells, svCall } from './formula';
import { FORMATS } from './layout';
import type { ParamKey, ReportCell, ReportParameter, ReportRequest } from './types';

/** The parameter block: labels in column A, values in column B, from row 4. */
export const PARAMETER_FIRST_ROW = 4;
/** `comparison` is written only when the report compares (a report without one keeps its block of six rows). */
const ORDER: readonly ParamKey[] = ['campaign', 'start', 'end', 'device', 'competitors', 'depth', 'comparison'];

export const PARAM_CELLS: ParamCells = Object.fromEntries(
  ORDER.map((key, index) => [key, absoluteCell(2, PARAMETER_FIRST_ROW + index)]),
) as ParamCells;

/** The last row of the block, when the report compares. */
export const PARAMETER_LAST_ROW = PARAMETER_FIRST_ROW + ORDER.length - 1;

/** The tracking depth of the report's device, read from SV_CAMPAIGNS: a rank equal to it means not found. */
export const TRACKING_DEPTH_CALL = svCall('CAMPAIGNS', [
  joined('campaign_ids=', { param: 'campaign' }, '; headers=false; columns=campaign_info.max_tracked_position_', {
    param: 'device',
  }),
]);

export function reportParameters(request: ReportRequest): ReportParameter[] {
  const cell = (key: ParamKey) => PARAM_CELLS[key].replace(/\$/g, '');
  return [
    // Each label reads as a sentence the value completes: "Ranks as seen on | mobile".
    {
      key: 'campaign',
      label: 'This report is for the campaign with id',
      cell: cell('campaign'),
      value: request.campaignId,
    },
    { key: 'start', label: 'The period starts on', cell: cell('start'), value: request.start, format: FORMATS.date },
    { key: 'end', label: 'and ends on', cell: cell('end'), value: request.end, format: FORMATS.date },
    { key: 'device', label: 'Ranks as seen on (desktop or mobile)', cell: cell('device'), value: request.device },
    {
      key: 'competitors',
      label: 'Competitors named besides the top ones',
      cell: cell('competitors'),
      value: request.competitors.join(', '),
    },
    {
      key: 'depth',
      label: 'From this rank on, a keyword counts as not found',
      cell: cell('depth'),
      call: TRACKING_DEPTH_CALL,
    },
    ...(request.comparison
      ? [
          {
            key: 'comparison' as const,
            label: 'Every figure is compared with',
            cell: cell('comparison'),
            value: comparisonTitle(request.comparison),
            fixed: true,
          },
        ]
      : []),
  ];
}

/** The heading, labels and values of the block, as cells. */
export function parameterCells(parameters: readonly ReportParameter[]): ReportCell[] {
  const cells: ReportCell[] = [{ address: cellAt(1, PARAMETER_FIRST_ROW - 1), value: 'Parameters', style: 'heading' }];
  parameters.forEach((parameter, index) => {
    const row = PARAMETER_FIRST_ROW + index;
    cells.push({ address: cellAt(1, row), value: parameter.label, style: 'label' });
    cells.push(
      parameter.call
        ? { address: parameter.cell, formula: parameter.call }
        : parameter.fixed
          ? // The tables were shaped for this value when the report was made: shown, not offered as an input.
            { address: parameter.cell, value: parameter.value }
          : { address: parameter.cell, value: parameter.value, format: parameter.format, style: 'input' },
    );
  });
  return cells;
}
