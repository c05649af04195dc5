import { runSync } from '../../src/engine/drivers';
import { OFFSET_1000, readAllPages } from '../../src/engine/paging';
import { createSession, type PullProgress } from '../../src/engine/session';
import type { HttpRequest } from '../../src/http';
import { cannedHost, json, queryOf } from './canned-host';

const settings = { token: 't', gatewayUrl: 'https://gw.example/v3', v1Url: 'https://v1.example/v1.2' };
const request = { api: '3.0' as const, path: '/k', query: {}, operation: 'keyword data' };

/** A limit/offset service of `total` rows, each page after the first starting with the last row of the one before. */
function pull(total: number, read: { expectedRows?: number; rowLimit?: number } = {}): PullProgress[] {
  const service = cannedHost((sent: HttpRequest) => {
    const { limit, offset } = queryOf(sent);
    const from = Number(offset ?? 0);
    const rows = Array.from({ length: Math.max(0, Math.min(Number(limit), total - from)) }, (_, i) => ({
      id: from + i,
    }));
    return json(200, rows);
  });
  const reports: PullProgress[] = [];
  const session = createSession(settings, {
    clock: service.clock,
    useCache: false,
    progress: (report) => reports.push(report),
  });
  runSync(
    readAllPages(session, { request, paging: OFFSET_1000, rows: (body) => body as unknown[], ...read }),
    service.host,
  );
  return reports;
}

describe('a pull tells how far it has come', () => {
  it('counts each record once although pages overlap by a row, ending at the rows of the table', () => {
    const reports = pull(5_000);
    const records = reports.map((report) => report.records);
    expect(records).toEqual([...records].sort((a, b) => a - b));
    expect(records.at(-1)).toBe(5_000);
    expect(reports.every((report) => report.expected === undefined)).toBe(true);
  });

  it('says the records expected once a count is known, capped by a limit', () => {
    expect(pull(5_000, { expectedRows: 5_000 }).at(-1)).toEqual({ records: 5_000, expected: 5_000 });
    expect(pull(5_000, { expectedRows: 5_000, rowLimit: 2_500 }).at(-1)).toEqual({ records: 2_500, expected: 2_500 });
  });
});
