import { type Cell, type Column, invoke, invokeStream, REDACTED, runSync } from '../../src';
import { cannedHost, json } from '../engine/canned-host';

// A service that echoes the request's headers in a successful answer must not put the token in a cell, a file or a
// stream, whichever path the table takes: generic flattening (every field becomes a column), a typed layout (a text
// field holding it), the finished table (`invoke`) and the export's rows as they arrive (`invokeStream`).
const TOKEN = 'svk_Live_7F3a9C2e41D84b6F9a0C5e7D3b2A1f08C6e4';
const SETTINGS = { token: `Bearer ${TOKEN}`, gatewayUrl: 'https://gateway.test/v3', v1Url: 'https://v1.test/v1.2' };

/** A day after the periods asked for, so they are not refused as in the future on the canned host's clock. */
const optionsOn = (clock: () => number) => ({ settings: SETTINGS, clock, coerce: { today: () => '2026-11-20' } });

function echoingService(body: (authorization: string, url: URL) => unknown) {
  return cannedHost((request) => json(200, body(String(request.headers.Authorization ?? ''), new URL(request.url))));
}

const echoedRecords = (authorization: string) => [
  { id: 1, request: { headers: { authorization } }, note: `for ${authorization.replace(/^Bearer /, '')}` },
];
const campaignsEchoing = (authorization: string) => [
  { campaign_info: { id: '7', name: `Shop ${authorization}`, keywords_count: 1 } },
];

/**
 * Keyword pages of a campaign of 2,500 keywords (each page starts with the last row of the one before), the token
 * echoed into a keyword's text on the third page: the rows of each page are masked as the page arrives.
 */
const KEYWORDS_COUNTED = 2500;
const keywordPagesEchoing = (authorization: string, url: URL) => {
  if (url.pathname.endsWith('/campaigns/tracked')) {
    return [{ campaign_info: { id: '7', name: 'Shop', keywords_count: KEYWORDS_COUNTED } }];
  }
  const offset = Number(url.searchParams.get('offset'));
  const limit = Number(url.searchParams.get('limit'));
  const ids = Array.from({ length: Math.max(0, Math.min(limit, KEYWORDS_COUNTED - offset)) }, (_, i) => offset + i);
  return ids.map((id) => ({ keyword_id: id + 1, keyword: id === 2400 ? `about ${authorization}` : `keyword ${id}` }));
};

function finished(name: string, args: unknown[], body: (authorization: string, url: URL) => unknown) {
  const service = echoingService(body);
  return runSync(invoke(name, args, optionsOn(service.clock)), service.host).table;
}

function streamed(name: string, args: unknown[], body: (authorization: string, url: URL) => unknown) {
  const service = echoingService(body);
  let columns: readonly Column[] = [];
  const rows: Cell[][] = [];
  const sink = {
    columns: (given: readonly Column[]) => {
      columns = given;
    },
    rows: (given: readonly Cell[][]) => rows.push(...given),
  };
  runSync(invokeStream(name, args, optionsOn(service.clock), sink), service.host);
  return { columns, rows };
}

const holdsToken = (value: unknown) => JSON.stringify(value).toLowerCase().includes(TOKEN.toLowerCase().slice(0, 12));

describe('the token echoed into data', () => {
  test.each([
    ['GET (generic) as a finished table', () => finished('GET', ['/anything'], echoedRecords)],
    ['CAMPAIGNS (typed) as a finished table', () => finished('CAMPAIGNS', [], campaignsEchoing)],
    [
      'KEYWORDS (paged, masked page by page) as a finished table',
      () => finished('KEYWORDS', [7, '2026-10-01', '2026-10-31'], keywordPagesEchoing),
    ],
    [
      'KEYWORDS with chosen columns as a finished table',
      () => finished('KEYWORDS', [7, '2026-10-01', '2026-10-31', '', 'columns=keyword'], keywordPagesEchoing),
    ],
    [
      'KEYWORDS compared with the previous period as a finished table',
      () => finished('KEYWORDS', [7, '2026-10-01', '2026-10-31', '', 'compare=previous_period'], keywordPagesEchoing),
    ],
    ['GET (generic) streamed', () => streamed('GET', ['/anything'], echoedRecords)],
    ['CAMPAIGNS (typed) streamed', () => streamed('CAMPAIGNS', [], campaignsEchoing)],
    ['KEYWORDS (paged) streamed', () => streamed('KEYWORDS', [7, '2026-10-01', '2026-10-31'], keywordPagesEchoing)],
  ])('%s: masked in every text cell', (_path, run) => {
    const table = run();
    expect(JSON.stringify(table)).toContain(REDACTED);
    expect(holdsToken(table)).toBe(false);
  });
});
