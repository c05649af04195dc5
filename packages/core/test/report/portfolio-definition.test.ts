import {
  buildPortfolio,
  InputError,
  MAX_PORTFOLIO_CAMPAIGNS,
  PARAM_CELLS,
  type PortfolioCampaign,
  type PortfolioRequest,
  portfolioRequestCount,
  renderCall,
  renderFormula,
} from '../../src';

const campaigns = (count: number, keywordCount = 100): PortfolioCampaign[] =>
  Array.from({ length: count }, (_, i) => ({ id: 101 + i, name: `Campaign ${i + 1}`, keywordCount }));
const REQUEST: PortfolioRequest = {
  campaigns: campaigns(3),
  start: '2026-10-01',
  end: '2026-10-31',
  device: 'desktop',
};

const sheetsText = (request: PortfolioRequest = REQUEST) => {
  const definition = buildPortfolio(request);
  const [section] = definition.sections;
  const calls = (section?.tables ?? []).map((table) => renderCall(table.call, 'sheets', PARAM_CELLS));
  const formulas = new Map(
    (section?.cells ?? []).flatMap((cell) =>
      cell.formula?.kind === 'formula' ? [[cell.address, renderFormula(cell.formula, 'sheets')] as const] : [],
    ),
  );
  return { definition, calls, formulas };
};

test('one depth table for every campaign, then four tables per campaign, each with its id written in', () => {
  const { calls } = sheetsText();
  expect(calls[0]).toBe(
    '=SV_CAMPAIGNS("headers=false; campaign_ids=101,102,103; columns=campaign_info.id,campaign_info.max_tracked_position_desktop,campaign_info.max_tracked_position_mobile")',
  );
  expect(calls.slice(1, 5)).toEqual([
    '=SV_GROUP_DATA(101,$B$5,$B$6,0,"headers=false; columns=visibility.desktop.latest,visibility.desktop.trend,visibility.mobile.latest,visibility.mobile.trend")',
    '=SV_KEYWORDS(101,$B$5,$B$6,,"headers=false; columns=ranking_data.desktop.rank")',
    '=SV_SHARE_OF_VOICE(101,$B$6,,"desktop",,"headers=false; columns=is_campaign_website,organic_share_of_voice.domains.share_of_voice")',
    '=SV_TRAFFIC(101,$B$5,$B$6,"all","headers=false; columns=sessions")',
  ]);
  expect(calls).toHaveLength(1 + 3 * 4);
});

test('the period and device sit where the client report has them; the device is shown, not an input', () => {
  const { definition } = sheetsText({ ...REQUEST, device: 'mobile' });
  const at = (address: string) => definition.cells.find((cell) => cell.address === address);
  expect([at('A4')?.value, at('B4')?.value]).toEqual(['Campaigns', 3]);
  expect([at('B5')?.value, at('B6')?.value, at('B7')?.value]).toEqual(['2026-10-01', '2026-10-31', 'mobile']);
  expect(at('B5')?.style).toBe('input');
  expect(at('B7')?.style).toBeUndefined();
  expect(definition.sheetName).toBe('Portfolio 2026-10-01–10-31');
});

test('the table is sorted by the chosen device change with LARGE, MATCH and INDEX only, the rule stated', () => {
  const { definition, formulas } = sheetsText({ ...REQUEST, device: 'mobile' });
  const section = definition.sections[0];
  expect(section?.description).toMatch(
    /^Sorted by the change of mobile visibility over the period, largest gain first/,
  );
  // Row 14 is the largest key, row 16 the third; every column reads the same place.
  expect(formulas.get('A14')).toBe('=INDEX($L$13:$L$15,MATCH(LARGE($V$13:$V$15,1),$V$13:$V$15,0))');
  expect(formulas.get('J16')).toBe('=INDEX($U$13:$U$15,MATCH(LARGE($V$13:$V$15,3),$V$13:$V$15,0))');
  // The key of the second campaign: its mobile change (column P) less its place, or far below any change.
  expect(formulas.get('V14')).toBe('=IF(COUNT(P14)=1,P14-2/1E6,-1E6-2)');
  const all = [...formulas.values()].join(' ');
  expect(all).not.toMatch(/\b(SORT|ISNUMBER|MIN|FILTER|ARRAYFORMULA)\(/);
});

test('every figure shows its table error first, then words for no data, never a bare 0', () => {
  const { formulas } = sheetsText();
  // The first campaign's sessions: the traffic table's anchor error, else "No data in the period", else the sum.
  const sessions = formulas.get('U13') ?? '';
  expect(sessions).toMatch(
    /^=IF\(ISERROR\(\$[A-Z]+\$13\),\$[A-Z]+\$13,IF\(COUNT\(\$[A-Z]+:\$[A-Z]+\)=0,"No data in the period",SUM\(/,
  );
  // Top 3 reads the ranks and the depths table: both errors are checked; a rank at the depth is "not found".
  const top3 = formulas.get('Q13') ?? '';
  expect(top3.match(/ISERROR/g)).toHaveLength(2);
  expect(top3).toContain('"<=3"');
  expect(top3).toMatch(/"<"&INDEX\(\$Y:\$Y,MATCH\(101,\$X:\$X,0\)\)/);
});

test('the changes are coloured: gains green, losses red', () => {
  const { definition } = sheetsText();
  const rules = definition.sections[0]?.conditionalFormats ?? [];
  expect(rules.map((rule) => `${rule.range} ${rule.rule}`)).toEqual([
    'C14:C16 greater_than',
    'C14:C16 less_than',
    'E14:E16 greater_than',
    'E14:E16 less_than',
  ]);
});

test('refuses before anything is written: no campaign, too many, a repeated id, a period backwards', () => {
  expect(() => buildPortfolio({ ...REQUEST, campaigns: [] })).toThrow(InputError);
  expect(() => buildPortfolio({ ...REQUEST, campaigns: campaigns(MAX_PORTFOLIO_CAMPAIGNS + 1) })).toThrow(
    `A portfolio holds at most ${MAX_PORTFOLIO_CAMPAIGNS} campaigns; ${MAX_PORTFOLIO_CAMPAIGNS + 1} were chosen.`,
  );
  expect(() => buildPortfolio({ ...REQUEST, campaigns: [...campaigns(1), ...campaigns(1)] })).toThrow(
    'Campaign 101 is chosen twice.',
  );
  expect(() => buildPortfolio({ ...REQUEST, start: '2026-11-01' })).toThrow('comes before its first day');
  expect(
    buildPortfolio({ ...REQUEST, campaigns: campaigns(MAX_PORTFOLIO_CAMPAIGNS) }).sections[0]?.tables,
  ).toHaveLength(1 + 4 * MAX_PORTFOLIO_CAMPAIGNS);
});

test('a portfolio covers at most 366 days, as a report does: a leap year fits, a day more is refused', () => {
  expect(buildPortfolio({ ...REQUEST, start: '2027-10-31', end: '2028-10-30' }).days).toBe(366);
  expect(() => buildPortfolio({ ...REQUEST, start: '2025-10-30', end: '2026-10-31' })).toThrow(
    'A portfolio covers at most 366 days; this one 367.',
  );
  expect(() => buildPortfolio({ ...REQUEST, end: '2026-10-32' })).toThrow(/YYYY-MM-DD/);
});

test('the request estimate: one campaigns page, three per campaign, one per 1,000 keywords, and the count beyond one page', () => {
  expect(portfolioRequestCount(campaigns(1, 0))).toBe(1 + 4);
  expect(portfolioRequestCount(campaigns(1, 1000))).toBe(1 + 4);
  expect(portfolioRequestCount(campaigns(1, 1001))).toBe(1 + 6);
  expect(portfolioRequestCount([...campaigns(2, 150), { id: 9, name: 'Big', keywordCount: 25_000 }])).toBe(
    1 + 4 + 4 + 29,
  );
});
