import { NAMED_IN_CHART, NAMED_NOT_LISTED } from '@sv/core';
import { computeFigures, computeSvFormulas, createReportSheet, reportInput } from './report-sheet';
import { useSheetsAddOn } from './setup';

/**
 * The competitors named in a report and its share-of-clicks chart (issue 32): the chart stacks your site, then the
 * competitors named, then the service's others; under the figures, each name says whether the chart shows it. The
 * service's daily share of clicks lists the campaign's own competitors only (the sandbox's campaign 101: three).
 */
const sheets = useSheetsAddOn({ sandbox: { today: '2026-06-15' } });

function computed(competitors: string[]) {
  const { sheet, definition } = createReportSheet(sheets, reportInput({ competitors }));
  computeSvFormulas(sheets, definition);
  computeFigures(sheet);
  const chart = definition.sections.flatMap((section) => section.charts).find((c) => c.id === 'share_of_clicks');
  const stacked = (chart?.series ?? []).map((series) => sheet.getRange(series.range.split(':')[0] ?? '').getValue());
  const share = definition.sections.find((section) => section.id === 'share');
  const said = competitors.map((domain) => {
    const name = share?.cells.find((cell) => cell.value === domain)?.address ?? 'A1';
    return sheet.getRange(name.replace(/^A/, 'B')).getValue();
  });
  return { stacked, said, sheet };
}

test('the competitors named come right after your site, in the order named, ahead of the service’s others', () => {
  const { stacked, said } = computed(['bootcamp-outdoor.example', 'footloose-store.example']);
  expect(stacked).toEqual([
    'northwind-shoes.example',
    'bootcamp-outdoor.example',
    'footloose-store.example',
    'stridewear.example',
    '',
  ]);
  expect(said).toEqual([NAMED_IN_CHART, NAMED_IN_CHART]);
});

test('a competitor the service counts no clicks for is said so under the figures, not silently left out', () => {
  const { stacked, said, sheet } = computed(['example-rival.com', 'stridewear.example']);
  expect(stacked.slice(0, 2)).toEqual(['northwind-shoes.example', 'stridewear.example']);
  expect(stacked).not.toContain('example-rival.com');
  expect(said).toEqual([NAMED_NOT_LISTED, NAMED_IN_CHART]);
  const note = sheet
    .getDataRange()
    .getValues()
    .flat()
    .find((value) => String(value).startsWith('The service counts clicks'));
  expect(note).toBe('The service counts clicks for the campaign’s own competitors only.');
});
