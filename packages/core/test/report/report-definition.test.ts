import {
  buildReport,
  describeColumn,
  FUNCTIONS,
  InputError,
  PARAM_CELLS,
  type ReportRequest,
  renderCall,
  renderFormula,
  reportSheetName,
} from '../../src';
import { UNIT_FORMATS } from '../../src/report/formats';
import { parseCell, parseRange, wholeColumnsIn } from './a1-ranges';

const REQUEST: ReportRequest = {
  campaignId: 101,
  campaignName: 'Northwind Shoes UK',
  start: '2026-05-01',
  end: '2026-05-31',
  device: 'desktop',
  competitors: ['example-rival.com', 'other.net'],
};

describe('the report definition', () => {
  const report = buildReport(REQUEST);
  const sectionCells = report.sections.flatMap((s) => s.cells);
  const tables = report.sections.flatMap((s) => s.tables);

  it('writes SV_ calls for Sheets and SV. calls for Excel from the same call, parameters by absolute reference', () => {
    const visibility = tables.find((t) => t.id === 'visibility');
    if (!visibility) throw new Error('no visibility table');
    expect(renderCall(visibility.call, 'sheets', PARAM_CELLS)).toBe(
      '=SV_GROUP_VISIBILITY($B$4,$B$5,$B$6,,"headers=false; columns=date,visibility.desktop,visibility.mobile")',
    );
    expect(renderCall(visibility.call, 'excel', PARAM_CELLS)).toBe(
      '=SV.GROUP_VISIBILITY($B$4,$B$5,$B$6,,"headers=false; columns=date,visibility.desktop,visibility.mobile")',
    );
    const keywords = tables.find((t) => t.id === 'keywords_now');
    if (!keywords) throw new Error('no keyword table');
    expect(renderCall(keywords.call, 'sheets', PARAM_CELLS)).toBe(
      '=SV_KEYWORDS($B$4,$B$5,$B$6,,"headers=false; columns=keyword_id,keyword,ranking_data."&$B$7&".rank,ranking_data."&$B$7&".trend,ranking_data."&$B$7&".trend_impact")',
    );
  });

  it('calls only functions of the registry, each with no more arguments than it takes', () => {
    const names = new Set(FUNCTIONS.map((f) => f.name));
    const calls = [...tables.map((t) => t.call), ...report.parameters.flatMap((p) => (p.call ? [p.call] : []))];
    for (const call of calls) {
      expect(names.has(call.name)).toBe(true);
      const def = FUNCTIONS.find((f) => f.name === call.name);
      expect(call.args.length).toBeLessThanOrEqual((def?.params.length ?? 0) + 1);
    }
  });

  it('wraps array formulas in ARRAYFORMULA for Sheets only, and writes every other formula the same in both hosts', () => {
    const formulas = [...report.cells, ...sectionCells].flatMap((c) =>
      c.formula?.kind === 'formula' ? [c.formula] : [],
    );
    const arrays = formulas.filter((f) => f.array);
    // The movers: two sides, ten rows, three looked-up columns each (keyword, places moved, visits a month).
    expect(arrays.length).toBe(60);
    for (const f of arrays) {
      expect(renderFormula(f, 'sheets')).toBe(`=ARRAYFORMULA(${f.text.slice(1)})`);
      expect(renderFormula(f, 'excel')).toBe(f.text);
    }
    for (const f of formulas.filter((f) => !f.array))
      expect(renderFormula(f, 'sheets')).toBe(renderFormula(f, 'excel'));
    // Functions both hosts share, nothing host-only (Sheets' QUERY, SORT's differing arguments, Excel's LET...).
    const used = new Set(formulas.flatMap((f) => [...f.text.matchAll(/([A-Z][A-Z0-9.]*)\(/g)].map((m) => m[1])));
    expect([...used].sort()).toEqual(
      [
        'COUNT',
        'COUNTIFS',
        'IF',
        'IFERROR',
        'INDEX',
        'ISERROR',
        'LARGE',
        'MATCH',
        'MAX',
        'ROW',
        'SMALL',
        'SUM',
        'SUMIFS',
      ].sort(),
    );
  });

  it('counts, looks up and sums only columns of its SV_ tables', () => {
    const tableColumns = new Set(
      tables.flatMap((t) => {
        const box = parseRange(t.bounds);
        return Array.from({ length: box.lastColumn - box.column + 1 }, (_, i) => box.column + i);
      }),
    );
    for (const cell of sectionCells) {
      if (cell.formula?.kind !== 'formula') continue;
      for (const column of wholeColumnsIn(cell.formula.text)) expect(tableColumns.has(column)).toBe(true);
    }
  });

  it('guards every figure with the error of each table it reads, so a failed table never reads as 0', () => {
    const boxes = tables.map((t) => ({ table: t, box: parseRange(t.bounds) }));
    const absolute = (address: string) => address.replace(/^([A-Z]+)(\d+)$/, '$$$1$$$2');
    const guardedBy = new Map<string, Set<string>>();
    const figures = sectionCells.filter((c) => c.formula?.kind === 'formula' && parseCell(c.address).column <= 10);
    for (const cell of figures) {
      let text = cell.formula?.kind === 'formula' ? cell.formula.text.slice(1) : '';
      const guards = new Set<string>();
      for (
        let m = /^IF\(ISERROR\((\$[A-Z]+\$\d+)\),\1,/.exec(text);
        m;
        m = /^IF\(ISERROR\((\$[A-Z]+\$\d+)\),\1,/.exec(text)
      ) {
        guards.add(m[1] ?? '');
        text = text.slice(m[0].length);
      }
      guardedBy.set(cell.address, guards);
    }
    let checked = 0;
    for (const cell of figures) {
      const text = cell.formula?.kind === 'formula' ? cell.formula.text : '';
      const read = new Set(
        wholeColumnsIn(text).flatMap((column) =>
          boxes.filter(({ box }) => column >= box.column && column <= box.lastColumn).map(({ table }) => table.anchor),
        ),
      );
      // A mover's keyword and rank test the mover's change first, whose guard then decides for them.
      const tested = /^=IF\(([A-Z]+\d+)=""/.exec(text)?.[1];
      const guards = guardedBy.get(tested ?? cell.address) ?? new Set();
      for (const anchor of read) expect([cell.address, guards.has(absolute(anchor))]).toEqual([cell.address, true]);
      if (read.size > 0) checked += 1;
    }
    // Visibility, bands, movers, shares, AI, traffic, and one row per competitor named (whether the chart shows it).
    expect(checked).toBe(2 * 3 + 12 + 60 + 4 + 4 + 3 + REQUEST.competitors.length);
  });

  it('keeps what the client reads in columns A to J and every table to the right of it, none overlapping', () => {
    for (const cell of sectionCells.filter((c) => c.style === 'heading' || c.style === 'label'))
      expect(parseCell(cell.address).column).toBeLessThanOrEqual(10);
    const boxes = tables.map((t) => parseRange(t.bounds));
    for (const [i, a] of boxes.entries()) {
      expect(a.column).toBeGreaterThanOrEqual(12);
      for (const b of boxes.slice(i + 1)) expect(a.lastColumn < b.column || b.lastColumn < a.column).toBe(true);
    }
    const rows = report.sections.map((s) => s.rows);
    for (const [i, r] of rows.slice(1).entries()) expect(r.first).toBeGreaterThan(rows[i]?.last ?? 0);
  });

  it('sizes the share of voice for the site, the service top competitors and those named', () => {
    expect(tables.find((t) => t.id === 'share_of_voice')?.maxRows).toBe(1 + 10 + 2);
  });

  it('builds only the sections asked for, a keyword table shared by two of them placed once', () => {
    const movers = buildReport({ ...REQUEST, sections: ['top_movers', 'rank_distribution'] });
    expect(movers.sections.map((s) => s.id)).toEqual(['rank_distribution', 'top_movers']);
    expect(movers.sections.flatMap((s) => s.tables).map((t) => t.id)).toEqual(['keywords_start', 'keywords_now']);
    expect(buildReport({ ...REQUEST, sections: ['top_movers'] }).sections[0]?.tables.map((t) => t.id)).toEqual([
      'keywords_now',
    ]);
  });

  it('refuses a period backwards, over a year, dates it cannot read, and no sections', () => {
    expect(() => buildReport({ ...REQUEST, start: '2026-06-01' })).toThrow(InputError);
    expect(() => buildReport({ ...REQUEST, start: '2025-01-01' })).toThrow(/at most 366 days/);
    expect(() => buildReport({ ...REQUEST, end: 'soon' })).toThrow(/YYYY-MM-DD/);
    expect(() => buildReport({ ...REQUEST, sections: [] })).toThrow(/at least one section/);
  });

  it('names the sheet after the campaign and period within 31 characters, without characters hosts refuse', () => {
    expect(report.sheetName).toBe('Northwind Shoe 2026-05-01–05-31');
    expect(reportSheetName('A/B: [test]?', '2026-12-01', '2027-01-31')).toBe('A B test 2026-12-01–2027-01-31');
    const second = reportSheetName(REQUEST.campaignName, REQUEST.start, REQUEST.end, [
      'NORTHWIND SHOE 2026-05-01–05-31',
    ]);
    expect(second).toBe('Northwind 2026-05-01–05-31 (2)');
    expect(second.length).toBeLessThanOrEqual(31);
  });
});

describe('the report formats each column by its unit', () => {
  const report = buildReport(REQUEST);
  const tables = report.sections.flatMap((section) => section.tables);
  /** Where the report means a column differently from its unit: a rank trend is shown as a signed change. */
  const OWN_FORMATS = new Set(['ranking_data.desktop.trend']);

  it('every column the dictionary gives a unit is formatted as that unit reads (a score is not a percentage)', () => {
    const checked: string[] = [];
    for (const table of tables) {
      for (const header of table.headers) {
        const unit = describeColumn(table.call.name, header)?.unit;
        const expected = unit ? UNIT_FORMATS[unit] : undefined;
        if (!expected || OWN_FORMATS.has(header)) continue;
        expect([table.id, header, table.formats[header]]).toEqual([table.id, header, expected]);
        checked.push(header);
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(20);
    const sov = tables.find((table) => table.id === 'share_of_voice');
    expect(sov?.formats['ai_search_share_of_voice.total_impression_score']).not.toContain('%');
    expect(sov?.formats['organic_share_of_voice.domains.share_of_voice']).toBe('0.0%');
  });

  it('a fraction and a percent of the same figure read alike: 0.133 under 0.0% and 13.3 under 0.0"%"', () => {
    expect(UNIT_FORMATS.fraction).toBe('0.0%');
    expect(UNIT_FORMATS.percent).toBe('0.0"%"');
    expect(UNIT_FORMATS.points).toBe('+0.0" pp";-0.0" pp";0.0" pp"');
  });
});
