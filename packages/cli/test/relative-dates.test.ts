import { type Sandbox, start } from '@sv/sandbox';
import { sandboxEnv, sv } from './support/run-sv';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await start();
});

/** sv counts relative dates from this computer's local date, as a spreadsheet does from its own. */
const now = new Date();
const [year, month, day] = [now.getFullYear(), now.getMonth(), now.getDate()];
const local = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const today = local(now);
/** Days since this week's Monday. */
const sinceMonday = (now.getDay() + 6) % 7;
afterAll(() => sandbox.close());

/** The period the last keyword request asked the service for. */
async function periodAsked(start: string, end: string): Promise<Record<string, unknown>> {
  const run = await sv(['keywords', '101', start, end, '--option', 'limit=1'], { env: sandboxEnv(sandbox) });
  expect(run).toMatchObject({ code: 0, stderr: '' });
  const asked = sandbox.requests.filter((request) => request.path.endsWith('/keywords')).at(-1);
  return { start_date: asked?.query.start_date, end_date: asked?.query.end_date };
}

test('"last month" as start and end asks for that whole month', async () => {
  expect(await periodAsked('last month', 'last month')).toEqual({
    start_date: local(new Date(year, month - 1, 1)),
    end_date: local(new Date(year, month, 0)),
  });
});

test('"last week" runs Monday to Sunday; "this week" and "this month" end today', async () => {
  expect(await periodAsked('last week', 'last week')).toEqual({
    start_date: local(new Date(year, month, day - sinceMonday - 7)),
    end_date: local(new Date(year, month, day - sinceMonday - 1)),
  });
  expect(await periodAsked('this week', 'this week')).toEqual({
    start_date: local(new Date(year, month, day - sinceMonday)),
    end_date: today,
  });
  expect(await periodAsked('this month', 'today')).toEqual({
    start_date: local(new Date(year, month, 1)),
    end_date: today,
  });
});

test('sv --help says which words a date may be, and that weeks start on Monday', async () => {
  const help = (await sv(['--help'])).stdout;
  expect(help).toContain('"this week", "last week",');
  expect(help).toContain('weeks start on Monday');
  expect((await sv(['help', 'keywords'])).stdout).toContain('"last month" (its first day; weeks start on Monday)');
});

test('"last quarter" as start and end asks for that whole calendar quarter; "this year" runs to today', async () => {
  const quarterStart = month - (month % 3);
  expect(await periodAsked('last quarter', 'last quarter')).toEqual({
    start_date: local(new Date(year, quarterStart - 3, 1)),
    end_date: local(new Date(year, quarterStart, 0)),
  });
  expect(await periodAsked('this year', 'this year')).toEqual({ start_date: `${year}-01-01`, end_date: today });
  expect((await sv(['--help'])).stdout).toContain('"this quarter", "last quarter", "this year", "last year"');
});

test('a date sv cannot read is refused with what a terminal can type, never "a date cell"', async () => {
  const run = await sv(['keywords', '101', 'next quarter', 'today'], { env: sandboxEnv(sandbox) });
  expect(run.code).toBe(2);
  expect(run.stderr.trim()).toBe(
    'start_date: "next quarter" is not a date. Use a date as YYYY-MM-DD (2026-10-31) or relative text like "30 days ago", "last month" or "last quarter".',
  );
});
