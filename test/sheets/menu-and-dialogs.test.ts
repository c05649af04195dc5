import { DEFAULT_GATEWAY_URL, DEFAULT_V1_URL } from '@sv/core';
import { CAMPAIGN } from './examples';
import { useSheetsAddOn } from './setup';

const sheets = useSheetsAddOn({ token: 'none' });

const documentToken = () => sheets.addOn.properties.documentStore.getProperty('SV_TOKEN');
const userToken = () => sheets.addOn.properties.userStore(sheets.addOn.user).getProperty('SV_TOKEN');
/** What the token dialog sends as the confirmed host of the spreadsheet's addresses (here the sandbox's). */
const confirmedDocumentHosts = () =>
  (
    sheets.addOn.run('svTokenStatus') as { destinations: { document: { hosts: string[] } } }
  ).destinations.document.hosts.join(', ');
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
          { label: 'Open sidebar', handler: 'svShowSidebar' },
          null,
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
          { label: 'New portfolio report…', handler: 'svShowPortfolioDialog' },
          { label: 'Freeze the whole report', handler: 'svFreezeReport' },
          { label: 'Send report as PDF…', handler: 'svShowSendPdfDialog' },
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
    'svShowPortfolioDialog',
    'svShowSendPdfDialog',
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
    const confirmed = confirmedDocumentHosts();
    expect(() => sheets.addOn.run('svCheckAndSaveToken', token, 'document', confirmed)).toThrow(
      /API token was not accepted/,
    );
    try {
      sheets.addOn.run('svCheckAndSaveToken', token, 'document', confirmed);
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

    expect(
      sheets.addOn.run('svCheckAndSaveToken', sheets.service.info.tokens.limited, 'document', confirmedDocumentHosts()),
    ).toMatch(/everyone who edits/);
    expect(documentToken()).toBe(sheets.service.info.tokens.limited);
    expect(sheets.addOn.properties.scriptStore.getKeys()).toEqual([]);

    const status = sheets.addOn.run('svTokenStatus') as { scopes: string[] };
    expect(status.scopes).toEqual(['document', 'user']);
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
    expect(() =>
      sheets.addOn.run(
        'svCheckAndSaveToken',
        sheets.service.info.tokens.full,
        'document',
        'collector.example, api.seomonitor.com',
      ),
    ).toThrow(/Could not reach the service at collector\.example/);
    expect(documentToken()).toBeNull();
  });

  describe("a shared token for a spreadsheet whose addresses are not the service's", () => {
    beforeEach(() => {
      sheets.addOn.store('document').values.set('SV_GATEWAY_URL', 'https://collector.example/v3');
    });

    test('the status names where a token of each place would go', () => {
      expect(sheets.addOn.run('svTokenStatus')).toEqual({
        scopes: [],
        destinations: {
          document: { hosts: ['collector.example', 'api.seomonitor.com'], serviceOwn: false },
          user: { hosts: ['apigw.seomonitor.com', 'api.seomonitor.com'], serviceOwn: true },
        },
      });
    });

    test.each([
      ['no confirmation', undefined],
      ['the confirmation of another host', 'apigw.seomonitor.com, api.seomonitor.com'],
      ['a confirmation that is not text', { hosts: ['collector.example'] }],
    ])('is refused with %s, and nothing is sent', (_case, confirmation) => {
      expect(() =>
        sheets.addOn.run('svCheckAndSaveToken', sheets.service.info.tokens.full, 'document', confirmation),
      ).toThrow(/send its shared token to collector\.example and api\.seomonitor\.com.*Nothing was sent.*only me/);
      expect(sheets.service.requests()).toHaveLength(0);
      expect(documentToken()).toBeNull();
    });

    test("a personal token needs no confirmation: the user's own addresses are the service's", () => {
      sheets.addOn.useSandboxAddresses('user');
      expect(sheets.addOn.run('svCheckAndSaveToken', sheets.service.info.tokens.full, 'user')).toMatch(
        new RegExp(`Saved for you only.*It is sent only to ${new URL(sheets.service.info.v3Url).host}\\. Cells that`),
      );
    });
  });

  test('a check that cannot reach the service says to try again in the dialog, not to recalculate', () => {
    // The user's own addresses point at a port where nothing listens.
    sheets.addOn.store('user').values.set('SV_GATEWAY_URL', 'http://localhost:9/v3');
    sheets.addOn.store('user').values.set('SV_V1_URL', 'http://localhost:9/v1');
    let message = '';
    try {
      sheets.addOn.run('svCheckAndSaveToken', sheets.service.info.tokens.full, 'user');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Could not reach the service at localhost:9 for the token check .*, then try again\.$/);
    expect(message).not.toMatch(/recalculat|Excel|task pane/);
    expect(sheets.addOn.store('user').values.get('SV_TOKEN')).toBeUndefined();
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
    expect(
      sheets.addOn.run(
        'svSaveAddresses',
        { gatewayUrl: sheets.service.info.v3Url, v1Url: sheets.service.info.v1Url },
        'document',
      ),
    ).toMatch(/everyone who edits this spreadsheet/);
    sheets.addOn.properties.documentStore.values.set('SV_TOKEN', sheets.service.info.tokens.full);
    expect(sheets.addOn.cell('SV_CAMPAIGNS', `campaign_ids=${CAMPAIGN}`)).toHaveLength(2);
    expect(sheets.service.requests()).toHaveLength(1);

    // Back to the service's own addresses: the token checked at the sandbox goes too.
    expect(sheets.addOn.run('svSaveAddresses', { gatewayUrl: '', v1Url: '' }, 'document')).toMatch(/removed/);
    expect(sheets.addOn.properties.documentStore.getKeys()).toEqual([]);
    expect(sheets.addOn.run('svGetAddresses')).toMatchObject({ document: { gatewayUrl: '', v1Url: '' } });
  });

  test.each(['document', 'user'] as const)(
    'new addresses remove the token of the same place (%s), which was checked at the old ones; the same addresses keep it',
    (scope) => {
      sheets.addOn.useToken(sheets.service.info.tokens.full, scope);
      const store = sheets.addOn.store(scope);
      const sandbox = { gatewayUrl: sheets.service.info.v3Url, v1Url: sheets.service.info.v1Url };
      expect(sheets.addOn.run('svSaveAddresses', sandbox, scope)).not.toMatch(/removed/);
      expect(store.values.get('SV_TOKEN')).toBe(sheets.service.info.tokens.full);

      expect(
        sheets.addOn.run('svSaveAddresses', { ...sandbox, gatewayUrl: 'https://collector.example/v3' }, scope),
      ).toMatch(/token was checked at the old addresses, so it was removed: set it again/);
      expect(store.values.has('SV_TOKEN')).toBe(false);
      expect(store.values.get('SV_GATEWAY_URL')).toBe('https://collector.example/v3');
      expect(() => sheets.addOn.cell('SV_CAMPAIGNS')).toThrow(/No API token is set/);
      expect(sheets.service.requests()).toHaveLength(0);
    },
  );

  test('a failed write of the new addresses leaves no token beside either address', () => {
    sheets.addOn.useToken(sheets.service.info.tokens.full, 'document');
    const store = sheets.addOn.store('document');
    const setProperty = store.setProperty.bind(store);
    store.setProperty = (name: string, value: string) => {
      if (name === 'SV_V1_URL') throw new Error('Exception: You have exceeded the property storage quota.');
      return setProperty(name, value);
    };
    expect(() =>
      sheets.addOn.run(
        'svSaveAddresses',
        { gatewayUrl: 'https://collector.example/v3', v1Url: 'https://collector.example/v1' },
        'document',
      ),
    ).toThrow(/quota/);
    expect(store.values.has('SV_TOKEN')).toBe(false);
    expect(store.values.get('SV_GATEWAY_URL')).toBe('https://collector.example/v3');
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
