import { type Sandbox, start } from '@sv/sandbox';
import {
  buildReport,
  PARAM_CELLS,
  type ParamKey,
  type ReportComparison,
  type ReportRequest,
  renderCall,
  resolveCall,
} from '../../src';
import { runOnSandbox } from '../support/run-sandbox';
import { parseRange } from './a1-ranges';

const REQUEST: ReportRequest = {
  campaignId: 101,
  campaignName: 'Northwind Shoes UK',
  start: '2026-05-01',
  end: '2026-05-31',
  device: 'mobile',
  competitors: ['example-rival.com'],
};
const values: Partial<Record<ParamKey, unknown>> = {
  campaign: REQUEST.campaignId,
  start: REQUEST.start,
  end: REQUEST.end,
  device: REQUEST.device,
  competitors: REQUEST.competitors.join(', '),
};

describe('a compared report against the sandbox', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await start({ today: '2026-06-15', ratePerSecond: 0 });
  });
  afterAll(() => sandbox.close());

  it.each(['previous_period', 'previous_year'] as ReportComparison[])(
    'with %s, every table is asked for the comparison and answers the columns it declares, within its bounds',
    async (comparison) => {
      const report = buildReport({ ...REQUEST, comparison });
      const tables = report.sections.flatMap((section) => section.tables);
      // The first day's keyword table is not needed: the comparison brings the earlier ranks.
      expect(tables.map((t) => t.id)).not.toContain('keywords_start');
      for (const table of tables) {
        expect(renderCall(table.call, 'sheets', PARAM_CELLS)).toMatch(/compare=/);
        const answer = await runOnSandbox(sandbox, table.call.name, resolveCall(table.call, values));
        expect({ id: table.id, header: answer.header }).toEqual({ id: table.id, header: table.headers });
        expect(answer.rows.length).toBeGreaterThan(0);
        if (table.maxRows !== null) expect(answer.rows.length).toBeLessThanOrEqual(table.maxRows);
        const bounds = parseRange(table.bounds);
        expect(bounds.lastColumn - bounds.column + 1).toBe(table.headers.length);
        expect(table.labels).toHaveLength(table.headers.length);
      }
    },
  );

  it('compares the share of voice of the last day with the last day of the earlier period', () => {
    const call = (comparison: ReportComparison) =>
      buildReport({ ...REQUEST, comparison })
        .sections.flatMap((s) => s.tables)
        .find((t) => t.id === 'share_of_voice')?.call;
    const text = (comparison: ReportComparison) =>
      renderCall(call(comparison) ?? { kind: 'call', name: '', args: [] }, 'sheets', PARAM_CELLS);
    // The previous period of May ends on 30 April; a day's own previous_period would be 30 May.
    expect(text('previous_period')).toContain('compare=2026-04-30..2026-04-30');
    expect(text('previous_year')).toContain('compare=previous_year');
  });

  it('without a comparison, no call asks for one and the parameter block keeps its six rows', () => {
    const report = buildReport(REQUEST);
    const calls = report.sections.flatMap((s) => s.tables.map((t) => renderCall(t.call, 'sheets', PARAM_CELLS)));
    expect(calls.filter((text) => text.includes('compare'))).toEqual([]);
    expect(report.parameters.map((p) => p.key)).toEqual(['campaign', 'start', 'end', 'device', 'competitors', 'depth']);
    expect(report.cells.some((cell) => cell.address === 'A10' || cell.address === 'B10')).toBe(false);
  });
});
