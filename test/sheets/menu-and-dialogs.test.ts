import { DEFAULT_GATEWAY_URL, DEFAULT_V1_URL } from '@sv/core';
import { CAMPAIGN } from './examples';
import { SyncService } from './fakes/sync-service';
import { AddOn } from './harness';

let service: SyncService;
let addOn: AddOn;

beforeAll(async () => {
  service = await SyncService.start({});
});
afterAll(async () => {
  await service.close();
});
beforeEach(() => {
  addOn = new AddOn({ service });
  service.clearRequests();
});

const documentToken = () => addOn.properties.documentStore.getProperty('SV_TOKEN');
const userToken = () => addOn.properties.userStore(addOn.user).getProperty('SV_TOKEN');
const lastAlert = () => addOn.ui.alerts[addOn.ui.alerts.length - 1]?.message;

/** The server functions a dialog calls through google.script.run. */
function serverCalls(html: string): string[] {
  return [...new Set([...html.matchAll(/\.(sv[A-Za-z]+)\(/g)].map((match) => match[1] as string))];
}

function openDialog(menuFunction: string): string {
  addOn.menu(menuFunction);
  return addOn.ui.dialogs[addOn.ui.dialogs.length - 1]?.html ?? '';
}

describe('the Search Visibility menu', () => {
  test('onOpen adds it without reading any setting (it also runs before authorization)', () => {
    const context = addOn.context as { PropertiesService: unknown };
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
      addOn.menu('onOpen');
    } finally {
      context.PropertiesService = properties;
    }
    expect(addOn.ui.menus).toEqual([
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
          { label: 'Freeze selection as values', handler: 'svFreezeSelection' },
        ],
      },
    ]);
    for (const item of addOn.ui.menus[0]?.items ?? [])
      if (item) expect(typeof addOn.global(item.handler)).toBe('function');
    expect(service.requests()).toHaveLength(0);
  });

  test.each(['svShowTokenDialog', 'svShowAddressesDialog', 'svShowScheduleDialog', 'svShowAddKeywordsDialog'])(
    '%s shows a dialog of dist/ that calls only functions the project defines',
    (menuFunction) => {
      const html = openDialog(menuFunction);
      expect(html).toMatch(/^<!DOCTYPE html>/);
      const calls = serverCalls(html);
      expect(calls.length).toBeGreaterThan(0);
      for (const name of calls) expect(typeof addOn.global(name)).toBe('function');
    },
  );
});

describe('Set API token…', () => {
  test('asks for the token in a password field and whether it is for the spreadsheet or only for the user', () => {
    const html = openDialog('svShowTokenDialog');
    expect(html).toMatch(/<input type="password" id="token"/);
    expect(html).toMatch(/value="document"/);
    expect(html).toMatch(/value="user"/);
  });

  test('a token the service refuses is not saved, and the message does not show it', () => {
    addOn.useSandboxAddresses();
    const token = 'eyJhbGciOiJIUzI1NiJ9.a-mistyped-token.c2ln';
    expect(() => addOn.run('svCheckAndSaveToken', token, 'document')).toThrow(/API token was not accepted/);
    try {
      addOn.run('svCheckAndSaveToken', token, 'document');
    } catch (error) {
      expect((error as Error).message).not.toContain('a-mistyped-token');
    }
    expect(documentToken()).toBeNull();
    expect(service.requests().map((request) => request.status)).toEqual([401, 401]);
  });

  test('a working token is saved where the user chose, never in Script Properties', () => {
    addOn.useSandboxAddresses('user');
    addOn.useSandboxAddresses('document');
    expect(addOn.run('svCheckAndSaveToken', ` ${service.info.tokens.full} `, 'user')).toMatch(/Saved for you only/);
    expect(userToken()).toBe(service.info.tokens.full);
    expect(documentToken()).toBeNull();

    expect(addOn.run('svCheckAndSaveToken', service.info.tokens.limited, 'document')).toMatch(/everyone who edits/);
    expect(documentToken()).toBe(service.info.tokens.limited);
    expect(addOn.properties.scriptStore.getKeys()).toEqual([]);

    const status = addOn.run('svTokenStatus');
    expect(status).toEqual({ scopes: ['document', 'user'] });
    expect(addOn.cell('SV_CAMPAIGNS', `campaign_ids=${CAMPAIGN}`)).toHaveLength(2);
  });

  test('saving for oneself while the spreadsheet has a shared token says which one is used', () => {
    addOn.useToken(service.info.tokens.limited, 'document');
    addOn.useSandboxAddresses('user');
    expect(addOn.run('svCheckAndSaveToken', service.info.tokens.full, 'user')).toMatch(
      /shared token, which is used first/,
    );
  });

  test("the check goes to the addresses of the place being saved, never to the other place's", () => {
    addOn.useSandboxAddresses('user');
    addOn.store('document').values.set('SV_GATEWAY_URL', 'https://collector.example/v3');
    expect(addOn.run('svCheckAndSaveToken', service.info.tokens.full, 'user')).toMatch(/Saved for you only/);
    expect(service.requests().map((request) => request.status)).toEqual([200]);

    // Saved for the spreadsheet, the same token is checked at the spreadsheet's address (unreachable here): refused.
    expect(() => addOn.run('svCheckAndSaveToken', service.info.tokens.full, 'document')).toThrow(
      /Could not reach the service at collector\.example/,
    );
    expect(documentToken()).toBeNull();
  });

  test('an unknown scope is refused before any request', () => {
    expect(() => addOn.run('svCheckAndSaveToken', service.info.tokens.full, 'script')).toThrow(/everyone who edits/);
    expect(service.requests()).toHaveLength(0);
  });
});

describe('Remove token', () => {
  test('asks first, then removes the token from the spreadsheet and from the user settings', () => {
    addOn.useToken(service.info.tokens.full, 'document');
    addOn.useToken(service.info.tokens.full, 'user', false);
    addOn.ui.answers.push('NO');
    addOn.menu('svRemoveToken');
    expect(documentToken()).not.toBeNull();

    addOn.ui.answers.push('YES');
    addOn.menu('svRemoveToken');
    expect(documentToken()).toBeNull();
    expect(userToken()).toBeNull();
    expect(lastAlert()).toBe('The API token was removed from this spreadsheet and your own settings.');
    expect(() => addOn.cell('SV_CAMPAIGNS')).toThrow(/No API token is set/);
  });
});

describe('API addresses…', () => {
  test('shows the addresses of each place, the defaults, and whose token the cells use', () => {
    addOn.useToken(service.info.tokens.full, 'user');
    expect(addOn.run('svGetAddresses')).toEqual({
      document: { gatewayUrl: '', v1Url: '' },
      user: { gatewayUrl: service.info.v3Url, v1Url: service.info.v1Url },
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
    expect(() => addOn.run('svSaveAddresses', { gatewayUrl, v1Url: '' }, 'document')).toThrow(message);
    expect(addOn.properties.documentStore.getKeys()).toEqual([]);
  });

  test('saved addresses are used by the cells; empty fields go back to the defaults', () => {
    addOn.properties.documentStore.values.set('SV_TOKEN', service.info.tokens.full);
    expect(
      addOn.run('svSaveAddresses', { gatewayUrl: service.info.v3Url, v1Url: service.info.v1Url }, 'document'),
    ).toMatch(/everyone who edits this spreadsheet/);
    expect(addOn.cell('SV_CAMPAIGNS', `campaign_ids=${CAMPAIGN}`)).toHaveLength(2);
    expect(service.requests()).toHaveLength(1);

    addOn.run('svSaveAddresses', { gatewayUrl: '', v1Url: '' }, 'document');
    expect(addOn.properties.documentStore.getKeys()).toEqual(['SV_TOKEN']);
    expect(addOn.run('svGetAddresses')).toMatchObject({ document: { gatewayUrl: '', v1Url: '' } });
  });

  test("addresses saved for oneself are not used with the spreadsheet's shared token, and the message says so", () => {
    addOn.useToken(service.info.tokens.full, 'document', false);
    expect(addOn.run('svSaveAddresses', { gatewayUrl: service.info.v3Url, v1Url: '' }, 'user')).toMatch(
      /Saved for you only.*shared token.*only to the spreadsheet's addresses/,
    );
    // The shared token goes to the spreadsheet's address: the service's default, unreachable from the tests.
    expect(() => addOn.cell('SV_CAMPAIGNS')).toThrow(/Could not reach the service at apigw\.seomonitor\.com/);
    expect(service.requests()).toHaveLength(0);
  });
});
