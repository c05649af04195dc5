import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_TOKEN, type Sandbox } from '../src/index';
import { startSandbox } from './helpers';

let sandbox: Sandbox;
let other: Server;
let otherBase = '';
const reached: string[] = [];

beforeAll(async () => {
  sandbox = await startSandbox();
  other = createServer((req, res) => {
    reached.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('[]');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherBase = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await sandbox.close();
  await new Promise((resolve) => other.close(resolve));
});
afterEach(() => {
  sandbox.faults.clear();
  reached.length = 0;
});

const PATH = '/dashboard/v3.0/campaigns/tracked';

test('a redirect fault answers a 302 whose Location is the other base followed by the path and query', async () => {
  sandbox.faults.add({ kind: 'redirect', location: otherBase, times: 1 });
  const response = await fetch(`${sandbox.v3Url}${PATH}?limit=5`, {
    headers: { Authorization: DEMO_TOKEN },
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe(`${otherBase}/v3${PATH}?limit=5`);
  expect(reached).toEqual([]);
  expect(sandbox.requests.at(-1)).toMatchObject({ status: 302, fault: 'redirect' });
});

test('a client that follows it reaches the other host (so a test that sees no request there means something)', async () => {
  sandbox.faults.add({ kind: 'redirect', status: 307, location: otherBase, times: 1 });
  const response = await fetch(`${sandbox.v3Url}${PATH}`, { headers: { Authorization: DEMO_TOKEN } });
  expect(response.status).toBe(200);
  // Node's fetch drops Authorization on a redirect to another origin; the request itself still goes there.
  expect(reached).toEqual([`GET /v3${PATH} `]);
});

test.each([
  [{ kind: 'redirect' as const }],
  [{ kind: 'redirect' as const, location: '/relative' }],
  [{ kind: 'redirect' as const, location: 'https://other.example', status: 200 }],
])('a redirect fault that could not redirect is refused: %j', (spec) => {
  expect(() => sandbox.faults.add(spec)).toThrow(/redirect fault/);
});
