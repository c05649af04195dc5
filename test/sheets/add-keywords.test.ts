import { useSheetsAddOn } from './setup';

/** Imports add keywords once they complete, so they go to a campaign no other test reads. */
const CAMPAIGN = 105;
const IMPORT_PATH = '/v3/rank-tracker/v3.0/keywords/import';

const sheets = useSheetsAddOn({ sandbox: { importDurationMs: 0 }, timeZone: 'Europe/Berlin' });

const posts = () =>
  sheets.service.requests().filter((request) => request.method === 'POST' && request.path === IMPORT_PATH);

interface View {
  campaigns: { id: number; name: string }[];
  selection: { a1: string; keywords: string[] } | null;
  maxKeywords: number;
}

describe('Search Visibility > Add keywords…', () => {
  test('the dialog offers the campaigns by name and the selected cells as keywords, and sends nothing', () => {
    sheets.addOn.enterValues('B2:B5', [['Trail Shoes'], [''], ['running  shoes'], ['Trail Shoes']]);
    sheets.addOn.spreadsheet.activeRanges = [sheets.addOn.sheet().getRange('B2:B5')];
    sheets.addOn.menu('svShowAddKeywordsDialog');
    expect(sheets.addOn.ui.dialogs[0]?.title).toMatch(/add keywords \(charged\)/);

    const view = sheets.addOn.run('svAddKeywordsView') as View;
    expect(view.campaigns).toEqual(expect.arrayContaining([{ id: CAMPAIGN, name: expect.any(String) }]));
    expect(view.campaigns.every((campaign) => campaign.name !== '' && !/^\d+$/.test(campaign.name))).toBe(true);
    expect(view.selection).toEqual({ a1: 'Sheet1!B2:B5', keywords: ['Trail Shoes', 'running  shoes', 'Trail Shoes'] });
    expect(view.maxKeywords).toBe(1000);
    expect(sheets.service.requests().every((request) => request.method === 'GET')).toBe(true);
  });

  test('without a token, the dialog says to set it with the Sheets menu, and sends nothing', () => {
    sheets.addOn.properties.documentStore.values.delete('SV_TOKEN');
    expect(() => sheets.addOn.run('svAddKeywordsView')).toThrow(
      /^No API token is set: set it with Search Visibility > Set API token…/,
    );
    expect(() => sheets.addOn.run('svAddKeywordsView')).not.toThrow(/Excel|task pane/);
    expect(sheets.service.requests()).toHaveLength(0);
  });

  test('checking the list shows the count and the keywords as they will be sent, then the earlier import', () => {
    const input = { campaignId: CAMPAIGN, keywords: 'Sheets Dialog One\nsheets  dialog two, SHEETS DIALOG ONE' };
    expect(sheets.addOn.run('svReviewKeywordImport', input)).toEqual({
      campaignId: CAMPAIGN,
      count: 2,
      sample: ['sheets dialog one', 'sheets dialog two'],
      groupIds: [],
      earlierNotice: null,
      earlierStamp: null,
      // Which of them the campaign already tracks (free), read through SV_IMPORT_KEYWORDS: none here.
      split: { fresh: ['sheets dialog one', 'sheets dialog two'], tracked: [] },
    });
    expect(posts()).toHaveLength(0);

    const message = String(sheets.addOn.run('svAddKeywords', { ...input, charged: true }));
    const importId = /^Import (\d+) started: 2 keywords/.exec(message)?.[1];
    expect(importId).toBeDefined();
    expect(posts()).toHaveLength(1);

    const again = sheets.addOn.run('svReviewKeywordImport', input) as { earlierNotice: string; earlierStamp: string };
    expect(again.earlierNotice).toMatch(
      new RegExp(`already sent to campaign ${CAMPAIGN} on .* \\(import id ${importId}\\)`),
    );
    expect(again.earlierStamp).toEqual(expect.any(String));
  });

  test('without the charge confirmation, or with bad input, nothing is sent and nothing is recorded', () => {
    expect(() => sheets.addOn.run('svAddKeywords', { campaignId: CAMPAIGN, keywords: 'unconfirmed keyword' })).toThrow(
      /charged.*Nothing was sent/,
    );
    expect(() => sheets.addOn.run('svAddKeywords', { campaignId: 'Acme', keywords: 'kw', charged: true })).toThrow(
      /^campaign_id/,
    );
    expect(() =>
      sheets.addOn.run('svAddKeywords', { campaignId: CAMPAIGN, keywords: 'kw', groupIds: '12; x', charged: true }),
    ).toThrow(/^group_ids/);
    expect(posts()).toHaveLength(0);
    expect(sheets.addOn.properties.documentStore.getProperty('SV_IMPORT_LEDGER')).toBeNull();
  });

  test('the ledger stays one small Document Property, whatever the number of imports: the oldest entries go first', () => {
    sheets.service.configure({ ratePerSecond: 0 });
    try {
      for (let index = 0; index < 80; index += 1) {
        sheets.addOn.run('svAddKeywords', { campaignId: CAMPAIGN, keywords: `ledger size ${index}`, charged: true });
      }
    } finally {
      sheets.service.configure({ ratePerSecond: 10 });
    }
    const ledger = sheets.addOn.properties.documentStore.getProperty('SV_IMPORT_LEDGER') ?? '';
    expect(Buffer.byteLength(ledger)).toBeLessThanOrEqual(9 * 1024);
    expect(ledger).not.toMatch(/ledger size|Bearer|token/);
    // The newest list is remembered, the first ones were dropped to stay small.
    const newest = sheets.addOn.run('svReviewKeywordImport', { campaignId: CAMPAIGN, keywords: 'ledger size 79' });
    expect(newest).toMatchObject({ earlierStamp: expect.any(String) });
    const oldest = sheets.addOn.run('svReviewKeywordImport', { campaignId: CAMPAIGN, keywords: 'ledger size 0' });
    expect(oldest).toMatchObject({ earlierStamp: null });
  });
});
