import { buildReport, PARAM_CELLS, type ReportRequest, renderCall, resolveCall } from '@sv/core';
import type { FakeSheet } from './fakes/spreadsheet';
import { useSheetsAddOn } from './setup';

const sheets = useSheetsAddOn({ sandbox: { today: '2026-06-15' } });

const INPUT = {
  campaignId: '101',
  start: '2026-05-01',
  end: '2026-05-31',
  device: 'mobile',
  competitors: 'example-rival.com',
  sections: ['visibility', 'rank_distribution', 'top_movers', 'share', 'ai_presence', 'traffic'],
};
/** What the add-on builds for INPUT, the campaign's name read from the sandbox. */
const REQUEST: ReportRequest = {
  campaignId: 101,
  campaignName: 'Northwind Shoes UK',
  start: INPUT.start,
  end: INPUT.end,
  device: 'mobile',
  competitors: ['example-rival.com'],
};
const DEFINITION = buildReport(REQUEST);
const SHEET_NAME = 'Northwind Shoe 2026-05-01–05-31';
const TABLES = DEFINITION.sections.flatMap((section) => section.tables);
const CHARTS = DEFINITION.sections.flatMap((section) => section.charts);

const lastAlert = () => sheets.addOn.ui.alerts[sheets.addOn.ui.alerts.length - 1]?.message ?? '';

function createReport(input: object = INPUT): FakeSheet {
  const message = sheets.addOn.run('svCreateReport', input);
  expect(message).toMatch(/^The report "Northwind Shoe 2026-05-01–05-31" was added with 6 sections/);
  return sheets.addOn.sheet(SHEET_NAME);
}

/**
 * Lets Sheets compute the report's SV_ formulas: each runs the built custom function against the sandbox with the
 * arguments its parameter cells hold (the formulas over the tables are not computed by the fake).
 */
function computeSvFormulas(sheet: FakeSheet): void {
  const values = {
    campaign: 101,
    start: sheets.addOn.date(REQUEST.start),
    end: sheets.addOn.date(REQUEST.end),
    device: REQUEST.device,
    competitors: 'example-rival.com',
  };
  const calls = [
    ...TABLES.map((table) => table.call),
    ...DEFINITION.parameters.flatMap((p) => (p.call ? [p.call] : [])),
  ];
  for (const call of calls) {
    sheets.addOn.evaluators.set(renderCall(call, 'sheets', PARAM_CELLS), () =>
      sheets.addOn.cell(`SV_${call.name}`, ...resolveCall(call, values)),
    );
  }
  sheets.addOn.recalculate();
  expect(sheet.getRange('B9').getValue()).toBe(100);
}

describe('Search Visibility > New client report…', () => {
  test('the menu offers the report and the freeze of a whole report; the dialog calls only project functions', () => {
    sheets.addOn.menu('onOpen');
    const labels = sheets.addOn.ui.menus[0]?.items.map((item) => item?.label ?? null);
    expect(labels).toEqual(expect.arrayContaining(['New client report…', 'Freeze the whole report']));
    sheets.addOn.menu('svShowReportDialog');
    const dialog = sheets.addOn.ui.dialogs[0];
    expect(dialog?.title).toBe('Search Visibility: new client report');
    const calls = [...new Set([...(dialog?.html ?? '').matchAll(/\.(sv[A-Za-z]+)\(/g)].map((m) => m[1]))];
    expect(calls.sort()).toEqual(['svCreateReport', 'svReportView']);
    for (const name of calls) expect(typeof sheets.addOn.global(name ?? '')).toBe('function');
  });

  test('the dialog offers the campaigns SV_CAMPAIGNS reads, every section, and the last full month', () => {
    const view = sheets.addOn.run('svReportView') as {
      campaigns: { id: number; name: string }[];
      sections: { id: string }[];
      start: string;
      end: string;
    };
    expect(view.campaigns).toContainEqual({ id: 101, name: 'Northwind Shoes UK' });
    expect(view.sections.map((s) => s.id)).toEqual(INPUT.sections);
    expect(view.start).toMatch(/^\d{4}-\d{2}-01$/);
    const dayAfterEnd = new Date(`${view.end}T00:00:00Z`);
    dayAfterEnd.setUTCDate(dayAfterEnd.getUTCDate() + 1);
    expect(dayAfterEnd.getUTCDate()).toBe(1);
    expect(view.start.slice(0, 7)).toBe(view.end.slice(0, 7));
  });

  test('adds a sheet named after the campaign and period with the parameter block, formats and frozen header', () => {
    const sheet = createReport();
    expect(sheets.addOn.spreadsheet.getActiveSheet()).toBe(sheet);
    expect(sheet.getRange('A1').getValue()).toBe('Northwind Shoes UK: 2026-05-01 to 2026-05-31');
    expect(sheet.getRange('A4:B8').getValues()).toEqual([
      ['This report is for the campaign with id', 101],
      ['The period starts on', sheets.addOn.date('2026-05-01')],
      ['and ends on', sheets.addOn.date('2026-05-31')],
      ['Ranks as seen on (desktop or mobile)', 'mobile'],
      ['Competitors named besides the top ones', 'example-rival.com'],
    ]);
    expect(sheet.getRange('B5:B6').getNumberFormats()).toEqual([['yyyy-mm-dd'], ['yyyy-mm-dd']]);
    expect(sheet.getRange('B9').getFormula()).toBe(
      '=SV_CAMPAIGNS("campaign_ids="&$B$4&"; headers=false; columns=campaign_info.max_tracked_position_"&$B$7)',
    );
    expect(sheet.getFrozenRows()).toBe(2);
    expect(sheet.getColumnWidth(1)).toBe(DEFINITION.columnWidths[0]?.width);
    expect(sheet.cell(1, 1)?.style).toEqual({ fontSize: 16, fontWeight: 'bold' });
    expect(sheet.cell(4, 2)?.style).toEqual({ background: '#fef7e0' });
    expect(sheet.getDeveloperMetadata().map((m) => m.getKey())).toEqual(['sv_report']);
  });

  test('writes every SV_ table at its anchor and every figure as a formula over them', () => {
    const sheet = createReport();
    for (const table of TABLES)
      expect(sheet.getRange(table.anchor).getFormula()).toBe(renderCall(table.call, 'sheets', PARAM_CELLS));
    expect(sheet.getRange('B33').getFormula()).toBe(
      '=IF(ISERROR($P$13),$P$13,IF(COUNT($Q:$Q)=0,"No data in the period",COUNTIFS($Q:$Q,">=1",$Q:$Q,"<=3",$Q:$Q,"<"&$B$9)))',
    );
    expect(sheet.getRange('A52').getFormula()).toMatch(/^=ARRAYFORMULA\(IF\(C52="","",INDEX\(\$T:\$T,SMALL\(IF\(/);
    expect(sheet.getRange('M13:N13').getNumberFormats()).toEqual([['0.0%', '0.0%']]);
    expect(sheet.getRange('L40').getNumberFormats()).toEqual([['yyyy-mm-dd']]);
    // Rows and columns for the largest answers: Sheets shows #REF! rather than growing the sheet for a result.
    expect(sheet.getMaxColumns()).toBeGreaterThanOrEqual(61);
    expect(sheet.getMaxRows()).toBeGreaterThanOrEqual(12 + 31 * 12);
  });

  test('draws each chart with EmbeddedChartBuilder over the ranges of the definition', () => {
    const sheet = createReport();
    const charts = sheet.getCharts();
    expect(charts).toHaveLength(CHARTS.length);
    expect(charts.map((chart) => chart.type)).toEqual(['LINE', 'COLUMN', 'BAR', 'AREA', 'LINE', 'LINE', 'COLUMN']);
    for (const [index, spec] of CHARTS.entries()) {
      const chart = charts[index];
      expect(chart?.ranges).toEqual([spec.categories, ...spec.series.map((series) => series.range)]);
      expect(chart?.numHeaders).toBe(1);
      expect(chart?.options.title).toBe(spec.title);
      expect(sheet.getRange(spec.anchor).getA1Notation()).toBe(spec.anchor);
      expect(chart?.position).toMatchObject({ row: Number(spec.anchor.replace(/^[A-Z]+/, '')), column: 5 });
    }
    expect(charts[3]?.stacked).toBe(true);
    expect(charts[0]?.options.vAxis).toEqual({ title: 'Visibility', format: '0.0%', viewWindow: { min: 0 } });
    expect(charts[0]?.options.hAxis).toEqual({ title: 'Day', format: 'yyyy-MM-dd' });
    expect(charts[2]?.options.hAxis).toEqual({ title: 'Share of voice', format: '0.0%', viewWindow: { min: 0 } });
    // The stacked shares of clicks end at 100 %, where Sheets would round the axis up to 120 %.
    expect(charts[3]?.options.vAxis).toEqual({
      title: 'Share of clicks',
      format: '0.0%',
      viewWindow: { min: 0, max: 1 },
    });
    expect(charts[6]?.options.series).toEqual({ 1: { targetAxisIndex: 1 } });
    expect(sheet.getConditionalFormatRules()).toEqual([
      {
        condition: { type: 'NUMBER_GREATER_THAN', value: 0 },
        fontColor: '#137333',
        background: '#e6f4ea',
        ranges: ['C52:C61'],
      },
      {
        condition: { type: 'NUMBER_LESS_THAN', value: 0 },
        fontColor: '#a50e0e',
        background: '#fce8e6',
        ranges: ['G52:G61'],
      },
    ]);
  });

  test('once computed, every table fills its place without overlapping another and within its charts ranges', () => {
    const sheet = createReport();
    computeSvFormulas(sheet);
    for (const table of TABLES) {
      const anchor = sheet.getRange(table.anchor);
      expect(sheet.cell(anchor.getRow(), anchor.getColumn())?.error).toBeUndefined();
      // The call answers without a header: the row above it holds the header the report writes in words.
      expect(sheet.getRange(anchor.getRow() - 1, anchor.getColumn(), 1, table.headers.length).getValues()[0]).toEqual(
        table.labels,
      );
      if (table.maxRows === null) continue;
      // Nothing below the last row the table may fill, so its charts see all of it.
      expect(sheet.getRange(anchor.getRow() + table.maxRows, anchor.getColumn()).getValue()).toBe('');
    }
    const visibility = sheet.getRange('L12:N43').getValues();
    expect(visibility.slice(1).every((row) => typeof row[1] === 'number')).toBe(true);
  });

  test('Refresh now loads the report ahead, the options joined from parameter cells included', () => {
    const sheet = createReport();
    computeSvFormulas(sheet);
    const before = sheets.service.requests().length;
    sheets.addOn.menu('svRefreshNow');
    expect(lastAlert()).toMatch(/^11 of 11 calls loaded, 11 formulas recalculated\.$/);
    expect(lastAlert()).not.toMatch(/Not loaded ahead/);
    const paths = sheets.service
      .requests()
      .slice(before)
      .map((request) => request.path);
    expect(paths.filter((path) => path.endsWith('/keywords'))).toHaveLength(2);
  });

  test('a scheduled refresh loads the report with nobody watching', () => {
    createReport();
    sheets.addOn.run('svSaveSchedule', { every: 'day', hour: 6 });
    const trigger = sheets.addOn.scriptApp.triggers[0];
    sheets.addOn.fire(trigger?.getUniqueId() ?? '');
    expect(sheets.addOn.logs.some((line) => line.includes('11 of 11 calls loaded, 11 formulas recalculated.'))).toBe(
      true,
    );
    expect(sheets.addOn.logs.some((line) => /Not loaded ahead|Failed/.test(line))).toBe(false);
  });

  test('refuses a period backwards before reading anything or adding a sheet', () => {
    expect(() => sheets.addOn.run('svCreateReport', { ...INPUT, start: '2026-06-01' })).toThrow(
      'The last day of the report comes before its first day.',
    );
    expect(() => sheets.addOn.run('svCreateReport', { ...INPUT, sections: [] })).toThrow(/at least one section/);
    expect(sheets.service.requests()).toHaveLength(0);
    expect(sheets.addOn.spreadsheet.getSheets()).toHaveLength(1);
  });

  test('refuses a campaign the token cannot see, with no sheet added', () => {
    expect(() => sheets.addOn.run('svCreateReport', { ...INPUT, campaignId: '999999' })).toThrow(
      'Campaign 999999 is not among the campaigns this token can see.',
    );
    expect(sheets.addOn.spreadsheet.getSheets()).toHaveLength(1);
  });

  test('a second report of the same period gets its own sheet', () => {
    createReport();
    sheets.addOn.run('svCreateReport', INPUT);
    expect(sheets.addOn.spreadsheet.getSheets().map((sheet) => sheet.getName())).toEqual([
      'Sheet1',
      SHEET_NAME,
      'Northwind 2026-05-01–05-31 (2)',
    ]);
  });
});

describe('Search Visibility > Freeze the whole report', () => {
  test('every formula becomes the value it shows; charts, formats and colour rules stay', () => {
    const sheet = createReport();
    computeSvFormulas(sheet);
    const shown = sheet.getDataRange().getValues();
    const charts = sheet.getCharts().map((chart) => chart.ranges);
    sheets.addOn.menu('svFreezeReport');
    expect(sheets.addOn.ui.alerts[0]?.buttons).toBe('YES_NO');
    expect(
      sheet
        .getDataRange()
        .getFormulas()
        .flat()
        .filter((formula) => formula !== ''),
    ).toEqual([]);
    expect(sheet.getDataRange().getValues()).toEqual(shown);
    expect(sheet.getCharts().map((chart) => chart.ranges)).toEqual(charts);
    expect(sheet.getConditionalFormatRules()).toHaveLength(2);
    expect(sheet.getRange('M13').getNumberFormats()).toEqual([['0.0%']]);
    const last = sheet.getLastColumn();
    expect(sheets.addOn.spreadsheet.toasts.map((t) => t.message).pop()).toMatch(
      /^The report is frozen: \d+ formulas replaced by values\. Its data tables \(columns L:[A-Z]+\) are hidden; the charts still draw them\.$/,
    );
    // The data tables, from column L to the last used one, are hidden; the charts plot hidden columns.
    const hidden = Array.from({ length: last }, (_, index) => index + 1).filter((column) =>
      sheet.isColumnHiddenByUser(column),
    );
    expect(hidden).toEqual(Array.from({ length: last - 11 }, (_, index) => 12 + index));
    expect(sheet.getCharts().map((chart) => chart.hiddenDimensionStrategy)).toEqual(charts.map(() => 'SHOW_BOTH'));

    // A second freeze finds nothing to freeze and changes nothing.
    sheets.addOn.menu('svFreezeReport');
    expect(sheet.getDataRange().getValues()).toEqual(shown);
    expect(sheet.getCharts().map((chart) => chart.ranges)).toEqual(charts);
    expect(sheets.addOn.spreadsheet.toasts.map((t) => t.message).pop()).toMatch(/^The report is frozen: 0 formulas/);
  });

  test('answering No leaves the report live', () => {
    const sheet = createReport();
    sheets.addOn.ui.answers.push('NO');
    sheets.addOn.menu('svFreezeReport');
    expect(sheet.getRange('B9').getFormula()).not.toBe('');
  });

  test('refuses a sheet the add-on did not make', () => {
    createReport();
    sheets.addOn.sheet('Sheet1').activate();
    sheets.addOn.enterFormula('A1', '=SV_CAMPAIGNS()', () => [['a'], [1]]);
    sheets.addOn.menu('svFreezeReport');
    expect(lastAlert()).toBe(
      'This sheet is not a client report. Open the report (made by New client report…) and try again.',
    );
    expect(sheets.addOn.sheet().getRange('A1').getFormula()).toBe('=SV_CAMPAIGNS()');
  });

  test('refuses while a formula shows an error, naming the cell, and freezes nothing', () => {
    const sheet = createReport();
    computeSvFormulas(sheet);
    const traffic = TABLES.find((table) => table.id === 'traffic');
    sheets.addOn.evaluators.set(
      renderCall(traffic?.call ?? { kind: 'call', name: '', args: [] }, 'sheets', PARAM_CELLS),
      () => {
        throw new Error('This campaign has no analytics connected.');
      },
    );
    sheet.setFormulaAt(13, 62, sheet.cell(13, 62)?.formula ?? ''); // BJ13, the traffic table's call
    sheets.addOn.recalculate();
    sheets.addOn.menu('svFreezeReport');
    expect(lastAlert()).toMatch(
      /^Not frozen: these show an error or are still loading: Organic traffic per day \(SV_TRAFFIC\) at BJ13\. Run Refresh now/,
    );
    expect(sheet.getRange('B9').getFormula()).not.toBe('');
  });
});
