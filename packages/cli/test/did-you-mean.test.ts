import { EXIT } from '../src/exit-codes';
import { sv } from './support/run-sv';

/** Everything here is refused before a request could leave: no token and no service are needed. */
const NO_SERVICE = {
  SV_TOKEN: 'never-sent',
  SV_GATEWAY_URL: 'https://127.0.0.1:9/v3',
  SV_V1_URL: 'https://127.0.0.1:9/v1',
};
const PERIOD = ['2026-10-01', '2026-10-31'];

async function refusal(argv: string[]): Promise<string> {
  const run = await sv(argv, { env: NO_SERVICE });
  expect(run).toMatchObject({ code: EXIT.input, stdout: '' });
  return run.stderr.trim();
}

test('sv keyword: the function meant, then where every function is listed', async () => {
  expect(await refusal(['keyword', '101'])).toBe(
    'sv has no command "keyword". Did you mean keywords? sv list shows every function.',
  );
});

test('sv help with a slip in the name, and a 1.2 function typed with _ or -', async () => {
  expect(await refusal(['help', 'campains'])).toContain('Did you mean campaigns?');
  expect(await refusal(['v1_site'])).toContain('Did you mean v1-sites?');
});

test('a command near nothing gets no guess', async () => {
  expect(await refusal(['xyzzy'])).toBe('sv has no command "xyzzy". sv list shows every function.');
});

test('a word named like what every object inherits is a word like any other', async () => {
  expect(await refusal(['constructor'])).toBe('sv has no command "constructor". sv list shows every function.');
  expect(await refusal(['toString'])).toMatch(/^sv has no command "toString"\./);
  expect(await refusal(['help', '__proto__'])).toMatch(/"__proto__"/);
});

test('a flag with a slip or only a part of its name', async () => {
  expect(await refusal(['keywords', '101', ...PERIOD, '--fromat', 'csv'])).toMatch(
    /^keywords has no flag --fromat\. Did you mean --format\? Its flags: /,
  );
  expect(await refusal(['keywords', '101', '--start', '2026-10-01'])).toMatch(
    /^keywords has no flag --start\. Did you mean --start-date\? /,
  );
});

test('an option given as a flag is shown how options are given', async () => {
  expect(await refusal(['keywords', '101', ...PERIOD, '--limit', '10'])).toMatch(
    /^keywords has no flag --limit: limit is an option, given as --option limit=VALUE\. Its flags: /,
  );
});

test('columns=rank: the rank columns before the list of all of them', async () => {
  const message = await refusal(['keywords', '101', ...PERIOD, '--option', 'columns=keyword_id,rank']);
  expect(message).toMatch(
    /^Unknown column "rank" in the columns option\. Did you mean ranking_data\.desktop\.rank, ranking_data\.desktop\.best_rank\.rank or ranking_data\.mobile\.rank\? Valid columns: keyword_id, /,
  );
});

test('an option key with a slip, in a terminal as in a cell', async () => {
  expect(await refusal(['keywords', '101', ...PERIOD, '--option', 'ordr_by=rank'])).toMatch(
    /^options: "ordr_by" is not an option of this function \(did you mean order_by\?\)\. Options: /,
  );
});

test('a flag of sv itself, before any command, and of sv login', async () => {
  expect(await refusal(['--verison'])).toBe('sv has no flag --verison. Did you mean --version?');
  expect(await refusal(['--verison', 'campaigns'])).toBe(
    'sv has no flag --verison. Did you mean --version? sv --help lists them.',
  );
  expect(await refusal(['campaigns', '--sandbx'])).toBe('sv has no flag --sandbx. Did you mean --sandbox?');
  const login = await sv(['login', '--gateway-ur', 'https://example.test/v3'], { env: NO_SERVICE });
  expect(login.code).toBe(EXIT.input);
  expect(login.stderr).toMatch(/^sv login has no flag --gateway-ur\. Did you mean --gateway-url\? /);
});
