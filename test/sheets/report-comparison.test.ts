import type { ReportComparison, ReportDefinition, SectionId } from '@sv/core';
import type { FakeSheet } from './fakes/spreadsheet';
import { computeFigures, computeSvFormulas, createReportSheet, reportInput } from './report-sheet';
import { type SheetsFixture, useSheetsAddOn } from './setup';

const sheets = useSheetsAddOn({ sandbox: { today: '2026-06-15' } });

/** The earlier periods of May 2026, as the comparison defines them. */
const EARLIER: Readonly<Record<ReportComparison, { start: string; end: string }>> = {
  previous_period: { start: '2026-03-31', end: '2026-04-30' },
  previous_year: { start: '2025-05-01', end: '2025-05-31' },
};
const DEPTH = 100;

/** A plain SV_ call (no comparison, with its header row) as a user would write it for one period: rows by header. */
function plain(fixture: SheetsFixture, name: string, ...args: unknown[]): Record<string, unknown>[] {
  const grid = fixture.addOn.cell(`SV_${name}`, ...args) as unknown[][];
  const [header = [], ...rows] = grid as string[][];
  return rows.map((row) => Object.fromEntries(header.map((title, index) => [title, row[index]])));
}

const numbers = (rows: Record<string, unknown>[], header: string) =>
  rows.map((row) => row[header]).filter((value): value is number => typeof value === 'number');
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const lastIndexOfNumber = (rows: Record<string, unknown>[], header: string) =>
  rows.map((row) => typeof row[header] === 'number').lastIndexOf(true);

/** The figures of one row of a section, by the label in column A: [now, then, change]. */
function figures(sheet: FakeSheet, definition: ReportDefinition, section: SectionId, label: string): unknown[] {
  const cell = definition.sections
    .find((s) => s.id === section)
    ?.cells.find((c) => c.value === label && c.address.startsWith('A'));
  if (!cell) throw new Error(`no row ${label} in ${section}`);
  const row = Number(cell.address.slice(1));
  return sheet.getRange(`B${row}:D${row}`).getValues()[0] ?? [];
}

function compared(comparison: ReportComparison) {
  const { sheet, definition } = createReportSheet(sheets, { ...reportInput(), comparison } as ReturnType<
    typeof reportInput
  >);
  computeSvFormulas(sheets, definition);
  computeFigures(sheet);
  return { sheet, definition };
}

describe('a client report compared with an earlier period (Sheets)', () => {
  test.each(['previous_year', 'previous_period'] as ReportComparison[])(
    'with %s, each headline shows the period, the earlier period as its own SV_ call reads it, and the change',
    (comparison) => {
      const { sheet, definition } = compared(comparison);
      const earlier = EARLIER[comparison];
      const close = (actual: unknown, expected: number) => expect(actual).toBeCloseTo(expected, 6);
      expect(sheet.getRange('A10:B10').getValues()).toEqual([
        ['Every figure is compared with', comparison === 'previous_year' ? 'Last year' : 'Previous period'],
      ]);

      // Visibility: the last day against the same day of the earlier period, the change in points.
      const visibilityNow = plain(sheets, 'GROUP_VISIBILITY', 101, '2026-05-01', '2026-05-31');
      const visibilityThen = plain(sheets, 'GROUP_VISIBILITY', 101, earlier.start, earlier.end);
      const day = lastIndexOfNumber(visibilityNow, 'visibility.mobile');
      const [visNow, visThen, visChange] = figures(sheet, definition, 'visibility', 'Mobile');
      close(visNow, visibilityNow[day]?.['visibility.mobile'] as number);
      close(visThen, visibilityThen[day]?.['visibility.mobile'] as number);
      close(visChange, ((visNow as number) - (visThen as number)) * 100);
      expect(visChange).not.toBe(0);

      // Rank bands: the keywords' ranks on each period's last day.
      const ranksNow = numbers(plain(sheets, 'KEYWORDS', 101, '2026-05-01', '2026-05-31'), 'ranking_data.mobile.rank');
      const ranksThen = numbers(plain(sheets, 'KEYWORDS', 101, earlier.start, earlier.end), 'ranking_data.mobile.rank');
      const band = (ranks: number[], from: number, to: number) =>
        ranks.filter((rank) => rank >= from && rank <= to && rank < DEPTH).length;
      for (const [label, from, to] of [
        ['Top 3', 1, 3],
        ['11–20', 11, 20],
        ['51–100', 51, 100],
      ] as const) {
        const [now, then, change] = figures(sheet, definition, 'rank_distribution', label);
        expect([now, then, change]).toEqual([
          band(ranksNow, from, to),
          band(ranksThen, from, to),
          band(ranksNow, from, to) - band(ranksThen, from, to),
        ]);
      }

      // Share of voice: your site on the last day and on the earlier period's last day.
      const own = (rows: Record<string, unknown>[]) => rows.find((row) => row.is_campaign_website === true) ?? {};
      const sovNow = own(plain(sheets, 'SHARE_OF_VOICE', 101, '2026-05-31', 'example-rival.com', 'mobile'));
      const sovThen = own(plain(sheets, 'SHARE_OF_VOICE', 101, earlier.end, 'example-rival.com', 'mobile'));
      const organic = 'organic_share_of_voice.domains.share_of_voice';
      const [sNow, sThen, sChange] = figures(sheet, definition, 'share', 'Organic share of voice');
      close(sNow, sovNow[organic] as number);
      close(sThen, sovThen[organic] as number);
      close(sChange, ((sovNow[organic] as number) - (sovThen[organic] as number)) * 100);

      // AI search, weekly: the latest week of each period.
      const weeksThen = numbers(
        plain(sheets, 'AIS_MENTIONS', 101, earlier.start, earlier.end),
        'brand_presence_visibility',
      );
      const [, aisThen] = figures(sheet, definition, 'ai_presence', 'AI search answers mentioning the brand');
      close(aisThen, weeksThen[weeksThen.length - 1] as number);
      // AI overviews, daily, of the report's device (mobile): the same day of the earlier period.
      const aioNow = plain(sheets, 'AIO_MENTIONS', 101, '2026-05-01', '2026-05-31');
      const aioThen = plain(sheets, 'AIO_MENTIONS', 101, earlier.start, earlier.end);
      const aioDay = lastIndexOfNumber(aioNow, 'aio_mentions_visibility.mobile');
      const [aioNowShown, aioThenShown] = figures(
        sheet,
        definition,
        'ai_presence',
        'AI overviews mentioning the brand',
      );
      close(aioNowShown, aioNow[aioDay]?.['aio_mentions_visibility.mobile'] as number);
      close(aioThenShown, aioThen[aioDay]?.['aio_mentions_visibility.mobile'] as number);

      // Traffic: totals over each period, the change, and the conversion rates with their change in points.
      const trafficNow = plain(sheets, 'TRAFFIC', 101, '2026-05-01', '2026-05-31', 'all');
      const trafficThen = plain(sheets, 'TRAFFIC', 101, earlier.start, earlier.end, 'all');
      const sessionsThen = sum(numbers(trafficThen, 'sessions'));
      const conversionsThen = sum(numbers(trafficThen, 'ecommerce.conversions'));
      expect(figures(sheet, definition, 'traffic', 'Sessions')).toEqual([
        sum(numbers(trafficNow, 'sessions')),
        sessionsThen,
        sum(numbers(trafficNow, 'sessions')) - sessionsThen,
      ]);
      const [rateNow, rateThen, rateChange] = figures(sheet, definition, 'traffic', 'Conversion rate');
      close(rateThen, conversionsThen / sessionsThen);
      close(rateChange, ((rateNow as number) - conversionsThen / sessionsThen) * 100);
      expect(sessionsThen).toBeGreaterThan(0);
    },
  );

  test('the top movers rank by the change against the earlier period, a gain as places up, among the top 20', () => {
    const { sheet, definition } = compared('previous_year');
    const rows = (start: string, end: string) =>
      plain(sheets, 'KEYWORDS', 101, start, end, '', 'columns=keyword,ranking_data.mobile.rank');
    const then = new Map(rows('2025-05-01', '2025-05-31').map((row) => [row.keyword, row['ranking_data.mobile.rank']]));
    const gains = rows('2026-05-01', '2026-05-31')
      .map((row) => ({
        keyword: row.keyword,
        places: Number(then.get(row.keyword)) - Number(row['ranking_data.mobile.rank']),
      }))
      .filter((row) => then.has(row.keyword) && typeof then.get(row.keyword) === 'number' && row.places > 0)
      // Only keywords in the top 20 then or now.
      .filter((row) => Number(then.get(row.keyword)) <= 20 || Number(then.get(row.keyword)) - row.places <= 20)
      .sort((a, b) => b.places - a.places);
    const movers = definition.sections.find((s) => s.id === 'top_movers');
    const first = Number(movers?.cells.find((c) => c.value === 'Gained most')?.address.slice(1)) + 1;
    const shown = sheet.getRange(`A${first}:C${first + 2}`).getValues();
    expect(gains.length).toBeGreaterThan(2);
    expect(shown.map((row) => row[2])).toEqual(gains.slice(0, 3).map((gain) => gain.places));
    for (const row of shown) expect(gains.find((gain) => gain.keyword === row[0])?.places).toBe(row[2]);
  });

  test('a table that failed shows its error in the period, the earlier period and the change, never a 0', () => {
    sheets.service.addFault({ kind: 'status', status: 404, path: '/v3/organic-traffic/v3.0/daily-traffic' });
    const { sheet, definition } = compared('previous_period');
    const traffic = definition.sections.find((s) => s.id === 'traffic');
    const anchor = traffic?.tables[0]?.anchor ?? '';
    const table = sheet.getRange(anchor);
    expect(table.getDisplayValues()[0]?.[0]).toBe('#ERROR!');
    const message = sheet.cell(table.getRow(), table.getColumn())?.error;
    expect(message).toMatch(/no such data for daily traffic/);
    for (const label of ['Sessions', 'Conversion rate']) {
      const row = Number(traffic?.cells.find((c) => c.value === label)?.address.slice(1));
      for (const column of ['B', 'C', 'D']) {
        const range = sheet.getRange(`${column}${row}`);
        expect([range.getDisplayValues()[0]?.[0], sheet.cell(range.getRow(), range.getColumn())?.error]).toEqual([
          '#ERROR!',
          message,
        ]);
      }
    }
  });

  test('without a comparison the report is as before: no compare= in any call, no extra row or column', () => {
    const { sheet, definition } = createReportSheet(sheets, reportInput());
    const formulas = sheet.getDataRange().getFormulas().flat();
    expect(formulas.filter((formula) => formula.includes('compare'))).toEqual([]);
    expect(sheet.getRange('A10:B10').getValues()).toEqual([['', '']]);
    expect(sheet.getRange('B13:D13').getValues()).toEqual([['First day', 'Last day', 'Change (pp)']]);
    expect(definition.sections.flatMap((s) => s.tables).map((t) => t.id)).toContain('keywords_start');
    expect(sheet.getRange('B32:D32').getValues()).toEqual([['First day', 'Last day', '']]);
  });
});
