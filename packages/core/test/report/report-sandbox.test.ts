import { type Sandbox, start } from '@sv/sandbox';
import {
  buildReport,
  type ParamKey,
  type ReportDefinition,
  type ReportRequest,
  type ReportTable,
  resolveCall,
} from '../../src';
import { runOnSandbox } from '../support/run-sandbox';
import type { TableView } from '../support/table-view';
import { inside, parseRange } from './a1-ranges';

const REQUEST: ReportRequest = {
  campaignId: 101,
  campaignName: 'Northwind Shoes UK',
  start: '2026-05-01',
  end: '2026-05-31',
  device: 'mobile',
  competitors: ['example-rival.com'],
};

describe('the report definition against the sandbox', () => {
  let sandbox: Sandbox;
  const report: ReportDefinition = buildReport(REQUEST);
  const tables = report.sections.flatMap((section) => section.tables);
  const answers = new Map<string, TableView>();
  const values: Partial<Record<ParamKey, unknown>> = {
    campaign: REQUEST.campaignId,
    start: REQUEST.start,
    end: REQUEST.end,
    device: REQUEST.device,
    competitors: REQUEST.competitors.join(', '),
  };

  beforeAll(async () => {
    sandbox = await start({ today: '2026-06-15', ratePerSecond: 0 });
    for (const table of tables)
      answers.set(table.id, await runOnSandbox(sandbox, table.call.name, resolveCall(table.call, values)));
  });
  afterAll(() => sandbox.close());

  it('reads the tracking depth of the device into the parameter block as one number', async () => {
    const depth = report.parameters.find((p) => p.key === 'depth');
    if (!depth?.call) throw new Error('no depth call');
    const answer = await runOnSandbox(sandbox, depth.call.name, resolveCall(depth.call, values));
    expect(answer.result.headers).toBe(false);
    expect(answer.rows).toEqual([[100]]);
  });

  it('has every section, each with its SV_ tables or its computed cells', () => {
    expect(report.sections.map((s) => s.id)).toEqual([
      'visibility',
      'rank_distribution',
      'top_movers',
      'share',
      'ai_presence',
      'traffic',
    ]);
    expect(tables.map((t) => t.call.name).sort()).toEqual(
      [
        'AIO_CITATIONS',
        'AIO_MENTIONS',
        'AIS_CITATIONS',
        'AIS_MENTIONS',
        'GROUP_VISIBILITY',
        'KEYWORDS',
        'KEYWORDS',
        'SHARE_OF_CLICKS',
        'SHARE_OF_VOICE',
        'TRAFFIC',
      ].sort(),
    );
  });

  it.each(tables.map((t) => [t.id, t] as [string, ReportTable]))(
    '%s returns data in the columns it declares',
    (id, table) => {
      const answer = answers.get(id);
      expect(answer?.header).toEqual(table.headers);
      expect(answer?.rows.length).toBeGreaterThan(0);
      if (table.maxRows !== null) expect(answer?.rows.length).toBeLessThanOrEqual(table.maxRows);
      const bounds = parseRange(table.bounds);
      expect(bounds.lastColumn - bounds.column + 1).toBe(table.headers.length);
    },
  );

  it('returns one row per day in the daily tables, so their charts show the whole period', () => {
    for (const id of ['visibility', 'aio_mentions', 'aio_citations', 'traffic'])
      expect(answers.get(id)?.rows.length).toBe(report.days);
  });

  it('draws every chart from ranges that cover all the rows its table returns', () => {
    for (const section of report.sections) {
      for (const chart of section.charts) {
        const ranges = [chart.categories, ...chart.series.map((s) => s.range)].map(parseRange);
        for (const range of ranges) expect(range.column).toBe(range.lastColumn);
        const table = tables.find((t) => t.id === chart.source);
        if (table) {
          const bounds = parseRange(table.bounds);
          const returned = answers.get(table.id)?.rows.length ?? 0;
          const categories = ranges[0];
          expect(categories && inside(categories, bounds)).toBe(true);
          for (const range of ranges) {
            expect(range.row).toBe(bounds.row);
            expect(range.lastRow - range.row).toBeGreaterThanOrEqual(returned);
          }
        } else {
          // Computed cells of the section (rank bands) or the share-of-clicks grid of the data area: one row per
          // category below a header row, all of the same length.
          const lengths = new Set(ranges.map((r) => r.lastRow - r.row));
          expect(lengths.size).toBe(1);
        }
      }
    }
  });

  it('stacks every domain of the share of clicks in the grid behind its chart, one row per day', () => {
    const chart = report.sections.flatMap((s) => s.charts).find((c) => c.id === 'share_of_clicks');
    const clicks = answers.get('share_of_clicks');
    const firstDay = clicks?.rows[0]?.[0];
    const domainsOnFirstDay = clicks?.rows.filter((row) => row[0] === firstDay).length ?? 0;
    expect(domainsOnFirstDay).toBeGreaterThan(1);
    expect(chart?.series.length).toBeGreaterThanOrEqual(domainsOnFirstDay);
    const dates = parseRange(chart?.categories ?? '');
    expect(dates.lastRow - dates.row).toBe(report.days);
  });

  it('names in the AI search chart the weekly rows of both of its tables', () => {
    const chart = report.sections.flatMap((s) => s.charts).find((c) => c.id === 'ai_search_presence');
    const weeks = answers.get('ais_mentions')?.rows.length ?? 0;
    expect(answers.get('ais_citations')?.rows.length).toBe(weeks);
    for (const series of chart?.series ?? [])
      expect(parseRange(series.range).lastRow - parseRange(series.range).row).toBeGreaterThanOrEqual(weeks);
  });
});
