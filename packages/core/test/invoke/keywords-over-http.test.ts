import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFetchHost, invoke, runAsync } from '../../src';

/** A minimal HTTP stand-in for the keyword data operation: `total` keywords, paged like the service. */
function keywordServer(total: number) {
  const seen: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    seen.push(url.searchParams);
    if (request.headers.authorization !== 'secret') {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ error: { message: 'Invalid authentication', details: ['The API key provided is invalid'] } }),
      );
      return;
    }
    const limit = Number(url.searchParams.get('limit') ?? 100);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const rows = [];
    for (let id = offset; id < Math.min(total, offset + limit); id += 1) {
      rows.push({ keyword_id: id + 1, keyword: `keyword ${id + 1}`, search_data: { search_volume: String(10 * id) } });
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(rows));
  });
  return {
    seen,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('KEYWORDS over HTTP through the async driver', () => {
  const service = keywordServer(2345);
  let gatewayUrl = '';
  beforeAll(async () => {
    gatewayUrl = await service.listen();
  });
  afterAll(() => service.close());
  beforeEach(() => {
    service.seen.length = 0;
  });

  const today = () => '2026-11-21';

  it('reads 2,345 keywords with 3 pages of 1000, not 24 of 100, and the campaign count beside the second', async () => {
    const result = await runAsync(
      invoke('KEYWORDS', [123, '2026-10-01', '2026-10-31'], {
        settings: { token: 'secret', gatewayUrl },
        coerce: { today },
      }),
      createFetchHost(fetch),
    );
    expect(service.seen).toHaveLength(4);
    // Three pages of keywords and one page of campaigns, in the order they happened to arrive.
    expect(service.seen.map((q) => q.get('limit')).sort()).toEqual(['100', '1000', '1000', '1000']);
    expect(result.table.rows).toHaveLength(2345);
    const header = result.table.columns.map((column) => column.header);
    const volume = header.indexOf('search_data.search_volume');
    expect(result.table.rows[2344]?.[header.indexOf('keyword_id')]).toBe(2345);
    expect(result.table.rows[1]?.[volume]).toBe(10);
    expect(service.seen[0]?.get('campaign_id')).toBe('123');
    expect(service.seen[0]?.get('start_date')).toBe('2026-10-01');
  });

  it('refuses bad input before sending anything', async () => {
    const attempt = runAsync(
      invoke('KEYWORDS', [123, '2026-10-31', '2026-10-01'], {
        settings: { token: 'secret', gatewayUrl },
        coerce: { today },
      }),
      createFetchHost(fetch),
    );
    await expect(attempt).rejects.toThrow(/start_date/);
    expect(service.seen).toHaveLength(0);
  });

  it('says where to set a missing token and sends nothing', async () => {
    const attempt = runAsync(
      invoke('KEYWORDS', [123, '2026-10-01', '2026-10-31'], { settings: { gatewayUrl }, coerce: { today } }),
      createFetchHost(fetch),
    );
    await expect(attempt).rejects.toThrow(/Set API token/);
    expect(service.seen).toHaveLength(0);
  });

  it('names a rejected token without showing it', async () => {
    const attempt = runAsync(
      invoke('KEYWORDS', [123, '2026-10-01', '2026-10-31'], {
        settings: { token: 'wrong-token-value', gatewayUrl },
        coerce: { today },
      }),
      createFetchHost(fetch),
    );
    await expect(attempt).rejects.toThrow(/token was not accepted/);
    await attempt.catch((error: Error) => expect(error.message).not.toContain('wrong-token-value'));
  });
});
