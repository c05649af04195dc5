import { type Cell, type Column, invoke, invokeStream, REDACTED, runSync } from '../../src';
import { cannedHost, json } from '../engine/canned-host';

// A service that echoes the request's headers in a successful answer must not put the token in a cell, a file or a
// stream, whichever path the table takes: generic flattening (every field becomes a column), a typed layout (a text
// field holding it), the finished table (`invoke`) and the export's rows as they arrive (`invokeStream`).
const TOKEN = 'svk_Live_7F3a9C2e41D84b6F9a0C5e7D3b2A1f08C6e4';
const SETTINGS = { token: `Bearer ${TOKEN}`, gatewayUrl: 'https://gateway.test/v3', v1Url: 'https://v1.test/v1.2' };

function echoingService(body: (authorization: string) => unknown) {
  return cannedHost((request) => json(200, body(String(request.headers.Authorization ?? ''))));
}

const echoedRecords = (authorization: string) => [
  { id: 1, request: { headers: { authorization } }, note: `for ${authorization.replace(/^Bearer /, '')}` },
];
const campaignsEchoing = (authorization: string) => [
  { campaign_info: { id: '7', name: `Shop ${authorization}`, keywords_count: 1 } },
];

function finished(name: string, args: unknown[], body: (authorization: string) => unknown) {
  const service = echoingService(body);
  return runSync(invoke(name, args, { settings: SETTINGS, clock: service.clock }), service.host).table;
}

function streamed(name: string, args: unknown[], body: (authorization: string) => unknown) {
  const service = echoingService(body);
  let columns: readonly Column[] = [];
  const rows: Cell[][] = [];
  const sink = {
    columns: (given: readonly Column[]) => {
      columns = given;
    },
    rows: (given: readonly Cell[][]) => rows.push(...given),
  };
  runSync(invokeStream(name, args, { settings: SETTINGS, clock: service.clock }, sink), service.host);
  return { columns, rows };
}

const holdsToken = (value: unknown) => JSON.stringify(value).toLowerCase().includes(TOKEN.toLowerCase().slice(0, 12));

describe('the token echoed into data', () => {
  test.each([
    ['GET (generic) as a finished table', () => finished('GET', ['/anything'], echoedRecords)],
    ['CAMPAIGNS (typed) as a finished table', () => finished('CAMPAIGNS', [], campaignsEchoing)],
    ['GET (generic) streamed', () => streamed('GET', ['/anything'], echoedRecords)],
    ['CAMPAIGNS (typed) streamed', () => streamed('CAMPAIGNS', [], campaignsEchoing)],
  ])('%s: masked in every text cell', (_path, run) => {
    const table = run();
    expect(JSON.stringify(table)).toContain(REDACTED);
    expect(holdsToken(table)).toBe(false);
  });
});
