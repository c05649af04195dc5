import { DEMO_TOKEN, type Sandbox } from '../src/index';
import { startSandbox } from './helpers';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
afterEach(() => sandbox.faults.clear());

const PATH = '/dashboard/v3.0/campaigns/tracked';

test('a crafted-answer fault answers 200 with the body it names, for the requests it matches only', async () => {
  const answer = [{ 'a.b': 1, a: { b: 2 } }];
  sandbox.faults.add({ kind: 'crafted-answer', answer, path: `/v3${PATH}`, times: 1 });
  const crafted = await fetch(`${sandbox.v3Url}${PATH}`, { headers: { Authorization: DEMO_TOKEN } });
  expect(crafted.status).toBe(200);
  expect(await crafted.json()).toEqual(answer);
  const next = await fetch(`${sandbox.v3Url}${PATH}`, { headers: { Authorization: DEMO_TOKEN } });
  expect(await next.json()).not.toEqual(answer);
});

test('a crafted-answer fault without a body is refused, so a test cannot pass for nothing', () => {
  expect(() => sandbox.faults.add({ kind: 'crafted-answer' })).toThrow(/names the body it answers/);
});
