import { DEFAULT_GATEWAY_URL, DEFAULT_V1_URL } from '@sv/core';
import { CAMPAIGN } from './examples';
import { useSheetsAddOn } from './setup';

const sheets = useSheetsAddOn({ token: 'none' });

const documentToken = () => sheets.addOn.properties.documentStore.getProperty('SV_TOKEN');
const userToken = () => sheets.addOn.properties.userStore(sheets.addOn.user).getProperty('SV_TOKEN');
const lastAlert = () => sheets.addOn.ui.alerts[sheets.addOn.ui.alerts.length - 1]?.message;

/** The server functions a dialog calls through google.script.run. */
function serverCalls(html: string): string[] {
  return [...new Set([...html.matchAll(/\.(sv[A-Za-z]+)\(/g)].map((match) => match[1] as string))];
}

function openDialog(menuFunction: string): string {
  sheets.addOn.menu(menuFunction);
  return sheets.addOn.ui.dialogs[sheets.addOn.ui.dialogs.length - 1]?.html ?? '';
}

describe('the Search Visibility menu', () => {
  test('onOpen adds it without reading any setting (it also runs before authorization)', () => {
    const context = sheets.addOn.context as { PropertiesService: unknown };
    const properties = context.PropertiesService;
    context.PropertiesService = new Proxy(
      {},
      {
        get() {
          throw new Error('Exception: properties are not available in AuthMode.NONE');
        },
      },
    );
    try {
      sheets.addOn.menu('onOpen');
    } finally {
      context.PropertiesService = properties;
    }
    expect(sheets.addOn.ui.menus).toEqual([
      {
        title: 'Search Visibility',
        items: [
          { label: 'Set API token…', handler: 'svShowTokenDialog' },
          { label: 'Remove token', handler: 'svRemoveToken' },
          { label: 'API addresses…', handler: 'svShowAddressesDialog' },
          null,
          { label: 'Refresh now', handler: 'svRefreshNow' },
          { label: 'Schedule refresh…', handler: 'svShowScheduleDialog' },
          null,
          { label: 'Add keywords…', handler: 'svShowAddKeywordsDialog' },
          null,
          { label: 'New client report…', handler: 'svShowReportDialog' },
          { label: 'Freeze the whole report', handler: 'svFreezeReport' },
          { label: 'Freeze selection as values', handler: 'svFreezeSelection' },
        ],
      },
    ]);
    for (const item of sheets.addOn.ui.menus[0]?.items ?? [])
      if (item) expect(typeof sheets.addOn.global(item.handler)).toBe('function');
    expect(sheets.service.requests()).toHaveLength(0);
  });

  test.each([
    'svShowTokenDialog',
    'svShowAddressesDialog',
    'svShowScheduleDialog',
    'svShowAddKeywordsDialog',
    'svShowReportDialog',
  ])('%s shows a dialog of dist/ that calls only functions the project defines', (menuFunction) => {
    const html = openDialog(menuFunction);
    expect(html).toMatch(/^<!DOCTYPE html>/);
    const calls = serverCalls(html);
    expect(calls.length).toBeGreaterThan(0);
    for (const name of calls) expect(typeof sheets.addOn.global(name)).toBe('function');
  });
});

describe('Set API token…', () => {
  test('asks for the token in a password field and whether it is for the spreadsheet or only for the user', () => {
    const html = openDialog('svShowTokenDialog');
    expect(html).toMatch(/<input type="password" id="token"/);
    expect(html).toMatch(/value="document"/);
    expect(html).toMatch(/value="user"/);
  });

  test('a token the service refuses is not saved, and the message does not show it', () => {
    sheets.addOn.useSandboxAddresses();
    const token = 'eyJhbGciOiJIUzI1NiJ9.a-mistyped-token.c2ln';
    expect(() => sheets.addOn.run('svCheckAndSaveToken', token, 'document')).toThrow(/API token was not accepted/);
    try {
      sheets.addOn.run('svCheckAndSaveToken', token, 'document');
    } catch (error) {
      expect((error as Error).message).not.toContain('a-mistyped-token');
    }
    expect(documentToken()).toBeNull();
    expect(sheets.service.requests().map((request) => request.status)).toEqual([401, 401]);
  });

  test('a working token is saved where the user chose, never in Script Properties', () => {
    sheets.addOn.useSandboxAddresses('user');
    sheets.addOn.useSandboxAddresses('document');
    expect(sheets.addOn.run('svCheckAndSaveToken', ` ${sheets.service.info.tokens.full} `, 'user')).toMatch(
      /Saved for you only/,
    );
    expect(userToken()).toBe(sheets.service.info.tokens.full);
    expect(documentToken()).toBeNull();

    expect(sheets.addOn.run('svCheckAndSaveToken', sheets.service.info.tokens.limited, 'document')).toMatch(
      /everyone who edits/,
    );
    expect(documentToken()).toBe(sheets.service.info.tokens.limited);
    expect(sheets.addOn.properties.scriptStore.getKeys()).toEqual([]);

    const status = sheets.addOn.run('svTokenStatus');
    expect(status).toEqual({ scopes: ['document', 'user'] });
    expect(sheets.addOn.cell('SV_CAMPAIGNS', `campaign_ids=${CAMPAIGN}`)).toHaveLength(2);
  });

  test('saving for oneself while the spreadsheet has a shared token says which one is used', () => {
    sheets.addOn.useToken(sheets.service.info.tokens.limited, 'document');
    sheets.addOn.useSandboxAddresses('user');
    expect(sheets.addOn.run('svCheckAndSaveToken', sheets.service.info.tokens.full, 'user')).toMatch(
      /shared token, which is used first/,
    );
  });

  test("the check goes to the addresses of the place being saved, never to the other place's", () => {
    sheets.addOn.useSandboxAddresses('user');
    sheets.addOn.store('document').values.set('SV_GATEWAY_URL', 'https://collector.example/v3');
    expect(sheets.addOn.run('svCheckAndSaveToken', sheets.service.info.tokens.full, 'user')).toMatch(
      /Saved for you only/,
    );
    expect(sheets.service.requests().map((request) => request.status)).toEqual([200]);

    // Saved for the spreadsheet, the same token is checked at the spreadsheet's address (unreachable here): refused.
    expect(() => sheets.addOn.run('svCheckAndSaveToken', sheets.service.info.tokens.full, 'document')).toThrow(
      /Could not reach the service at collector\.example/,
    );
    expect(documentToken()).toBeNull();
  });

  test('an unknown scope is refused before any request', () => {
    expect(() => sheets.addOn.run('svCheckAndSaveToken', sheets.service.info.tokens.full, 'script')).toThrow(
      /everyone who edits/,
    );
    expect(sheets.service.requests()).toHaveLength(0);
  });
});

describe('Remove token', () => {
  test('asks first, then removes the token from the spreadsheet and from the user settings', () => {
    sheets.addOn.useToken(sheets.service.info.tokens.full, 'document');
    sheets.addOn.useToken(sheets.service.info.tokens.full, 'user', false);
    sheets.addOn.ui.answers.push('NO');
    sheets.addOn.menu('svRemoveToken');
    expect(documentToken()).not.toBeNull();

    sheets.addOn.ui.answers.push('YES');
    sheets.addOn.menu('svRemoveToken');
    expect(documentToken()).toBeNull();
    expect(userToken()).toBeNull();
    expect(lastAlert()).toBe('The API token was removed from this spreadsheet and your own settings.');
    expect(() => sheets.addOn.cell('SV_CAMPAIGNS')).toThrow(/No API token is set/);
  });
});

describe('API addresses…', () => {
  test('shows the addresses of each place, the defaults, and whose token the cells use', () => {
    sheets.addOn.useToken(sheets.service.info.tokens.full, 'user');
    expect(sheets.addOn.run('svGetAddresses')).toEqual({
      document: { gatewayUrl: '', v1Url: '' },
      user: { gatewayUrl: sheets.service.info.v3Url, v1Url: sheets.service.info.v1Url },
      defaults: { gatewayUrl: DEFAULT_GATEWAY_URL, v1Url: DEFAULT_V1_URL },
      tokenScope: 'user',
    });
  });

  test('says in the dialog which place the addresses are saved for', () => {
    const html = openDialog('svShowAddressesDialog');
    expect(html).toMatch(/name="scope" value="document"[^>]*>\s*everyone who edits this spreadsheet/);
    expect(html).toMatch(/name="scope" value="user"[^>]*>\s*only me/);
    expect(html).toMatch(/\.svSaveAddresses\(addresses, scope\)/);
  });

  test.each([
    ['not a web address', 'apigw local', /not a web address/],
    ['plain http to another computer', 'http://apigw.seomonitor.com/v3', /not secure.*https:\/\//],
  ])('refuses an address that is %s, and saves nothing', (_case, gatewayUrl, message) => {
    expect(() => sheets.addOn.run('svSaveAddresses', { gatewayUrl, v1Url: '' }, 'document')).toThrow(message);
    expect(sheets.addOn.properties.documentStore.getKeys()).toEqual([]);
  });

  test('saved addresses are used by the cells; empty fields go back to the defaults', () => {
    sheets.addOn.properties.documentStore.values.set('SV_TOKEN', sheets.service.info.tokens.full);
    expect(
      sheets.addOn.run(
        'svSaveAddresses',
        { gatewayUrl: sheets.service.info.v3Url, v1Url: sheets.service.info.v1Url },
        'document',
      ),
    ).toMatch(/everyone who edits this spreadsheet/);
    expect(sheets.addOn.cell('SV_CAMPAIGNS', `campaign_ids=${CAMPAIGN}`)).toHaveLength(2);
    expect(sheets.service.requests()).toHaveLength(1);

    sheets.addOn.run('svSaveAddresses', { gatewayUrl: '', v1Url: '' }, 'document');
    expect(sheets.addOn.properties.documentStore.getKeys()).toEqual(['SV_TOKEN']);
    expect(sheets.addOn.run('svGetAddresses')).toMatchObject({ document: { gatewayUrl: '', v1Url: '' } });
  });

  test("addresses saved for oneself are not used with the spreadsheet's shared token, and the message says so", () => {
    sheets.addOn.useToken(sheets.service.info.tokens.full, 'document', false);
    expect(sheets.addOn.run('svSaveAddresses', { gatewayUrl: sheets.service.info.v3Url, v1Url: '' }, 'user')).toMatch(
      /Saved for you only.*shared token.*only to the spreadsheet's addresses/,
    );
    // The shared token goes to the spreadsheet's address: the service's default, unreachable from the tests.
    expect(() => sheets.addOn.cell('SV_CAMPAIGNS')).toThrow(/Could not reach the service at apigw\.seomonitor\.com/);
    expect(sheets.service.requests()).toHaveLength(0);
  });
});
