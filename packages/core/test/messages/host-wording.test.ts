import { runSync } from '../../src/engine/drivers';
import { OFFSET_1000, readAllPages } from '../../src/engine/paging';
import { createSession } from '../../src/engine/session';
import type { HttpOutcome } from '../../src/http';
import { errorFromOutcome, type RequestLabel, unreadableBody } from '../../src/response-errors';
import { resolveSettings } from '../../src/settings';
import type { Surface } from '../../src/wording';
import { cannedHost, json, queryOf } from '../engine/canned-host';

/** One message of each kind whose advice depends on where it is shown. */
function messages(surface: Surface | undefined): Record<string, string> {
  const label: RequestLabel = { operation: 'keyword data', host: 'gw.example', surface };
  const failed = (outcome: HttpOutcome) => errorFromOutcome(outcome, label).message;
  const refused = (settings: Parameters<typeof resolveSettings>[0]) => {
    try {
      resolveSettings(settings, surface);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('accepted');
  };
  return {
    missing: refused({ token: '' }),
    address: refused({ token: 't', gatewayUrl: 'ftp://gw.example' }),
    refused: failed({ status: 401, headers: {}, body: '{"error":{"message":"Unauthorized"}}' }),
    network: failed({ status: 0, headers: {}, body: '', failure: 'connection refused' }),
    rateLimit: failed({ status: 429, headers: {}, body: '{"error":{"message":"Rate limit exceeded"}}' }),
    redirect: failed({ status: 302, headers: { location: 'https://other.example/' }, body: '' }),
    unreadable: unreadableBody({ status: 200, headers: {}, body: '<html>' }, label).message,
  };
}

describe('the core speaks to the surface that shows its messages', () => {
  const terminal = messages('terminal');

  it.each(Object.entries(terminal))('a terminal is never told about cells or the add-on (%s)', (_kind, message) => {
    expect(message).not.toMatch(/recalculat|add-on|task pane|spreadsheet|Sheets|Excel/i);
  });

  it('a terminal is told sv login or SV_TOKEN for the token, the variables for an address, and to run it again', () => {
    expect(terminal.missing).toContain('Run `sv login`');
    expect(terminal.missing).toContain('set SV_TOKEN in the environment');
    expect(terminal.refused).toMatch(
      /^The API token was not accepted \(401 "Unauthorized"\).*Run `sv login` with a current token, or set SV_TOKEN to one\./,
    );
    expect(terminal.address).toContain(
      'Correct SV_GATEWAY_URL in the environment, or run `sv login` with the right address.',
    );
    expect(terminal.redirect).toContain('set its new address in SV_GATEWAY_URL or SV_V1_URL (or with `sv login`)');
    expect(terminal.network).toMatch(
      /Check the internet connection and SV_GATEWAY_URL and SV_V1_URL, then run the command again\.$/,
    );
    expect(terminal.rateLimit).toMatch(/Wait a few seconds and run the command again\.$/);
    expect(terminal.unreadable).toMatch(/a proxy in between: run the command again in a minute\.$/);
  });

  it('cells keep their wording: Sheets, Excel and a host that names no surface read the same', () => {
    const cell = messages(undefined);
    expect(messages('sheets')).toEqual(cell);
    expect(messages('excel')).toEqual(cell);
    expect(cell.missing).toBe(
      'No API token is set. In Google Sheets use the menu Search Visibility > Set API token…; in Excel open the Search Visibility task pane (Home > Search Visibility) and paste the token there. The token is in your profile settings of the service.',
    );
    expect(cell.refused).toContain(
      'Set a current token in the add-on (Sheets: Search Visibility > Set API token…; Excel: the Search Visibility task pane). Regenerating a token in the service invalidates the old one.',
    );
    expect(cell.address).toContain("Correct it in the add-on's API addresses setting.");
    expect(cell.network).toMatch(/Check the internet connection and the API address setting, then recalculate\.$/);
    expect(cell.rateLimit).toMatch(/Wait a few seconds and recalculate\.$/);
    expect(cell.unreadable).toMatch(/recalculate in a minute\.$/);
  });

  it('pages that never fit together: "Run the command again" in a terminal, "Recalculate" in a cell', () => {
    const pull = (surface: Surface | undefined) => {
      // Every page after the first lacks a row: the pull is read again and refused.
      const service = cannedHost((request) => {
        const offset = Number(queryOf(request).offset ?? 0);
        const rows = Array.from({ length: Math.max(0, Math.min(1000, 2500 - offset)) }, (_, i) => ({ id: offset + i }));
        return json(200, offset === 999 ? rows.slice(1, 500).concat(rows.slice(501)) : rows);
      });
      const settings = resolveSettings({ token: 't', gatewayUrl: 'https://gw.example/v3' }, surface);
      const session = createSession(settings, { clock: service.clock, useCache: false });
      const request = { api: '3.0' as const, path: '/k', query: {}, operation: 'keyword data' };
      try {
        runSync(
          readAllPages(session, { request, paging: OFFSET_1000, rows: (body) => body as unknown[] }),
          service.host,
        );
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('the pull succeeded');
    };
    expect(pull('terminal')).toMatch(/is not shown\. Run the command again in a few minutes;/);
    expect(pull(undefined)).toMatch(/is not shown\. Recalculate in a few minutes;/);
  });
});

describe('a pull that cannot finish in time says whose time ran out', () => {
  const slowPull = (surface: Surface | undefined) => {
    // Every answer takes 40 s: the second page could not arrive within a 60 s budget.
    const service = cannedHost((request) => {
      const offset = Number(queryOf(request).offset ?? 0);
      return json(
        200,
        Array.from({ length: 1000 }, (_, i) => ({ id: offset + i })),
      );
    }, 40_000);
    const settings = resolveSettings({ token: 't', gatewayUrl: 'https://gw.example/v3' }, surface);
    const session = createSession(settings, { clock: service.clock, useCache: false, timeBudgetMs: 60_000 });
    const request = { api: '3.0' as const, path: '/k', query: {}, operation: 'keyword data' };
    try {
      runSync(readAllPages(session, { request, paging: OFFSET_1000, rows: (body) => body as unknown[] }), service.host);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('the pull succeeded');
  };

  it('a cell: the time a spreadsheet function may run; a terminal: the time one sv command may run', () => {
    expect(slowPull(undefined)).toContain('in the time a spreadsheet function may run.');
    expect(slowPull('terminal')).toContain('in the time one sv command may run.');
    expect(slowPull('terminal')).not.toMatch(/spreadsheet/);
  });
});
