import { FUNCTIONS } from '@sv/core';
import { CAMPAIGN, END, START } from './examples';
import { useSheetsAddOn } from './setup';

/**
 * Search Visibility > Open sidebar, through the built add-on: the function builder's server side (catalogue, campaigns,
 * preview, insert) and the status block, as the sidebar's google.script.run calls reach them.
 */
const sheets = useSheetsAddOn({ timeZone: 'Europe/Berlin' });

interface Catalogue {
  functions: { name: string; params: { name: string; help: string }[]; noPreview: string | null }[];
}
interface Preview {
  formula: string;
  rows: string[][];
  header: boolean;
  columns: number;
  note: string;
}
interface Status {
  token: { scope: string; label: string; hosts: string[]; serviceOwn: boolean } | null;
  schedule: string | null;
  runs: { when: string; by: string; summary: string; failures: string[] }[];
  requestsToday: number;
  requestsCounted: string;
}

const run = <T>(name: string, ...args: unknown[]) => sheets.addOn.run(name, ...args) as T;
const catalogue = () => run<Catalogue>('svSidebarCatalogue');
const status = () => run<Status>('svSidebarStatus');
const preview = (name: string, args: string[]) => run<Preview>('svPreviewFormula', { name, args });
const insert = (name: string, args: string[]) =>
  run<{ formula: string; cell: string; message: string }>('svInsertFormula', { name, args });
const sent = () => sheets.service.requests().length;
const sandboxHost = () => new URL(sheets.service.info.v3Url).host;

function select(a1: string): void {
  sheets.addOn.spreadsheet.activeRanges = [sheets.addOn.sheet().getRange(a1)];
}

describe('Search Visibility > Open sidebar', () => {
  test('the menu opens it as a sidebar, and it calls only functions the project defines', () => {
    sheets.addOn.menu('onOpen');
    expect(sheets.addOn.ui.menus[0]?.items[0]).toEqual({ label: 'Open sidebar', handler: 'svShowSidebar' });
    sheets.addOn.menu('svShowSidebar');
    expect(sheets.addOn.ui.dialogs).toHaveLength(0);
    const [sidebar] = sheets.addOn.ui.sidebars;
    expect(sidebar?.title).toBe('Search Visibility');
    const calls = [...new Set([...(sidebar?.html ?? '').matchAll(/\.(sv[A-Za-z]+)\(/g)].map((match) => match[1]))];
    expect(calls.sort()).toEqual([
      'svFormatInsertedFormula',
      'svInsertFormula',
      'svPreviewFormula',
      'svSidebarCampaigns',
      'svSidebarCatalogue',
      'svSidebarStatus',
    ]);
    for (const name of calls) expect(typeof sheets.addOn.global(name ?? '')).toBe('function');
    expect(sent()).toBe(0);
  });
});

describe('the function builder', () => {
  test('lists every registry function with its arguments, in registry order, without sending anything', () => {
    const { functions } = catalogue();
    expect(functions.map((fn) => fn.name)).toEqual(FUNCTIONS.map((fn) => fn.name));
    const keywords = functions.find((fn) => fn.name === 'KEYWORDS');
    expect(keywords?.params.map((param) => param.name)).toEqual([
      'campaign_id',
      'start_date',
      'end_date',
      'group_id',
      'options',
    ]);
    // The options name their keys, not every column of the table.
    expect(keywords?.params[4]?.help).toMatch(/Keys: columns, headers, cache_minutes, limit, /);
    expect(keywords?.params[4]?.help.length).toBeLessThan(400);
    expect(sent()).toBe(0);
  });

  test('says which functions it does not preview: the import and whatever is always asked afresh', () => {
    const refused = catalogue()
      .functions.filter((fn) => fn.noPreview !== null)
      .map((fn) => fn.name);
    expect(refused.sort()).toEqual(['AI_WRITER_STATUS', 'IMPORT_KEYWORDS', 'IMPORT_STATUS']);
  });

  test('the campaigns come by name from the service', () => {
    const campaigns = run<{ id: number; name: string }[]>('svSidebarCampaigns');
    expect(campaigns.find((choice) => choice.id === CAMPAIGN)?.name).toMatch(/\S/);
    expect(sent()).toBeGreaterThan(0);
  });

  test('the preview runs the formula with limit=5 and shows its header and first five rows', () => {
    const shown = preview('KEYWORDS', [String(CAMPAIGN), START, END, '', '']);
    expect(shown.formula).toBe(`=SV_KEYWORDS(${CAMPAIGN}, "${START}", "${END}")`);
    expect(shown.rows[0]?.slice(0, 2)).toEqual(['keyword_id', 'keyword']);
    expect(shown.rows).toHaveLength(6);
    expect(shown.columns).toBe(shown.rows[0]?.length);
    expect(shown.note).toMatch(/limit=5/);
    const requests = sheets.service.requests();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.query).toMatchObject({ limit: '5', offset: '0' });
  });

  test("a smaller limit of the user's stays; a larger one becomes 5; other options are kept", () => {
    expect(preview('KEYWORDS', [String(CAMPAIGN), START, END, '', 'limit=2; headers=labels']).rows).toHaveLength(3);
    const labelled = preview('KEYWORDS', [String(CAMPAIGN), START, END, '', 'headers=labels; limit=500']);
    expect(labelled.rows).toHaveLength(6);
    expect(labelled.rows[0]?.[1]).toBe('Keyword');
    const headerless = preview('KEYWORDS', [String(CAMPAIGN), START, END, '', 'headers=none']);
    expect(headerless.header).toBe(false);
    expect(headerless.rows).toHaveLength(5);
    expect(headerless.rows[0]?.[0]).toMatch(/^\d+$/);
    expect(labelled.formula).toBe(`=SV_KEYWORDS(${CAMPAIGN}, "${START}", "${END}", , "headers=labels; limit=500")`);
  });

  test('a function without a limit option is run as it is and shown in part', () => {
    const shown = preview('CAMPAIGNS', []);
    expect(shown.formula).toBe('=SV_CAMPAIGNS()');
    expect(shown.rows[0]?.[0]).toBe('campaign_info.id');
    expect(shown.rows.length).toBeLessThanOrEqual(6);
    expect(shown.note).toBe('First rows; the cell shows the whole table.');
    // SV_CAMPAIGNS takes no limit: none was added to what it sent.
    expect(sheets.service.requests().map((request) => request.query?.limit)).not.toContain('5');
  });

  test.each(['IMPORT_KEYWORDS', 'IMPORT_STATUS', 'AI_WRITER_STATUS'])(
    'SV_%s is not previewed, and nothing is sent',
    (name) => {
      const args = name === 'AI_WRITER_STATUS' ? ['abc'] : [String(CAMPAIGN), name === 'IMPORT_STATUS' ? '7' : 'seo'];
      expect(() => preview(name, args)).toThrow(new RegExp(`SV_${name} .*(charged keyword import|afresh)`));
      expect(sent()).toBe(0);
    },
  );

  test('bad input is refused as a cell would refuse it, before any request, by both buttons', () => {
    select('B2');
    for (const action of [preview, insert]) {
      expect(() => action('KEYWORDS', ['abc', START, END])).toThrow(/campaign_id/);
      expect(() => action('KEYWORDS', [String(CAMPAIGN), 'the first of october'])).toThrow(/start_date/);
      expect(() => action('NO_SUCH_FUNCTION', [])).toThrow(/Choose a function/);
      expect(() => action('KEYWORDS', [String(CAMPAIGN), 'line\nbreak'])).toThrow(/line break/);
    }
    expect(sheets.addOn.sheet().getRange('B2').getFormula()).toBe('');
    expect(sent()).toBe(0);
  });

  test('Insert writes the formula built from the same arguments into the selected cell, sending nothing', () => {
    select('C3:D9');
    const written = insert('RELATED_KEYWORDS', [String(CAMPAIGN), 'say "hello"', 'limit=10']);
    expect(written.formula).toBe(`=SV_RELATED_KEYWORDS(${CAMPAIGN}, "say ""hello""", "limit=10")`);
    expect(written.message).toBe('SV_RELATED_KEYWORDS written into Sheet1!C3.');
    expect(sheets.addOn.sheet().getRange('C3').getFormula()).toBe(written.formula);
    expect(sheets.addOn.sheet().getRange('D3').getFormula()).toBe('');
    select('C20');
    expect(insert('AIO_RANKS', [String(CAMPAIGN), '30 days ago', 'today', '-1']).formula).toBe(
      `=SV_AIO_RANKS(${CAMPAIGN}, "30 days ago", "today", -1)`,
    );
    expect(sent()).toBe(0);
  });

  test('Insert leaves a cell that holds something alone', () => {
    sheets.addOn.enterValues('A1', [['notes']]);
    select('A1');
    expect(() => insert('CAMPAIGNS', [])).toThrow(/^Sheet1!A1 is not empty/);
    expect(sheets.addOn.sheet().getRange('A1').getDisplayValues()).toEqual([['notes']]);
    select('E5');
    expect(insert('CAMPAIGNS', []).formula).toBe('=SV_CAMPAIGNS()');
  });
});

describe('the status block', () => {
  test('names the token in use and the host it goes to, never the token', () => {
    const shared = status();
    expect(shared.token).toEqual({
      scope: 'document',
      label: 'Shared: everyone who edits this spreadsheet',
      hosts: [sandboxHost()],
      serviceOwn: false,
    });
    expect(JSON.stringify(shared)).not.toContain(sheets.service.info.tokens.full);

    sheets.addOn.properties.documentStore.values.delete('SV_TOKEN');
    expect(status().token).toBeNull();
    sheets.addOn.useToken(sheets.service.info.tokens.full, 'user', false);
    expect(status().token).toMatchObject({ scope: 'user', hosts: ['apigw.seomonitor.com', 'api.seomonitor.com'] });
    expect(status().token?.serviceOwn).toBe(true);
  });

  test("counts the requests the spreadsheet's menu actions sent today, and says what it counts", () => {
    expect(status().requestsToday).toBe(0);
    run('svSidebarCampaigns');
    preview('KEYWORDS', [String(CAMPAIGN), START, END]);
    sheets.addOn.enterFormula('A1', `=SV_KEYWORDS(${CAMPAIGN}, "${START}", "${END}")`, () => '');
    sheets.addOn.menu('svRefreshNow');
    expect(status().requestsToday).toBe(sent());
    expect(status().requestsCounted).toMatch(/Refresh now, the schedule and the dialogs and sidebar.*not counted/);

    // A cell's requests are not counted: a custom function may not write to the spreadsheet's properties.
    const before = status().requestsToday;
    sheets.addOn.cell('SV_KEYWORDS', 102, START, END);
    expect(status().requestsToday).toBe(before);

    // Another day starts from zero.
    const stored = JSON.parse(sheets.addOn.properties.documentStore.getProperty('SV_REQUESTS_TODAY') ?? '{}');
    sheets.addOn.properties.documentStore.values.set(
      'SV_REQUESTS_TODAY',
      JSON.stringify({ ...stored, day: '2020-01-01' }),
    );
    expect(status().requestsToday).toBe(0);
  });
});
