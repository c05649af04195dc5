import { ECHO_FORMS, type Sandbox } from '../src/index';
import { call, startSandbox } from './helpers';

// The token matrix asks the add-ins to hide each of these forms; if the sandbox did not really send them, every such
// case would pass for nothing.
const TOKEN = 'svk_live_Echo9TestToken42';
const PATH = '/dashboard/v3.0/campaigns/tracked';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
afterEach(() => sandbox.faults.clear());

const EXPECTED: Record<(typeof ECHO_FORMS)[number], string> = {
  'as-sent': `Bearer ${TOKEN}`,
  bare: TOKEN,
  base64: Buffer.from(TOKEN).toString('base64'),
  'base64-basic': `Basic ${Buffer.from(`${TOKEN}:`).toString('base64')}`,
  upper: TOKEN.toUpperCase(),
  lower: TOKEN.toLowerCase(),
  split: 'svk_live _Echo9Te stToken4 2',
  percent: [...TOKEN].map((char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`).join(''),
  json: [...TOKEN].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''),
};

test.each(ECHO_FORMS)('an error answer repeats the Authorization header %s', async (echo) => {
  sandbox.faults.add({ kind: 'echo-token', status: 403, echo });
  const answer = await call(sandbox.v3Url, PATH, { token: `Bearer ${TOKEN}` });
  expect(answer.status).toBe(403);
  const { error } = answer.body as { error: { message: string; details: string[] } };
  expect(error.details).toContain(`Authorization: ${EXPECTED[echo]}`);
});

test.each(['v3', 'v1'] as const)('a 2xx answer on %s carries the header in the fields of its records', async (api) => {
  sandbox.faults.add({ kind: 'echo-token', status: 200, echo: 'bare' });
  const base = api === 'v3' ? sandbox.v3Url : sandbox.v1Url;
  const answer = await call(base, api === 'v3' ? PATH : '/sites', { token: `Bearer ${TOKEN}` });
  expect(answer.status).toBe(200);
  const records = (api === 'v3' ? answer.body : (answer.body as { results: unknown }).results) as {
    request: { headers: { authorization: string } };
  }[];
  expect(records).toHaveLength(2);
  expect(records[0]?.request.headers.authorization).toBe(TOKEN);
});
