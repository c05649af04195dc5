import { columnDocs, FUNCTIONS, rowSummary } from '@sv/core';
import { parseCommandLine } from '../src/command-line';
import { commandName, functionOfCommand, GLOBAL_FLAGS, rawArguments } from '../src/function-commands';
import { sv } from './support/run-sv';

const BUILT_IN_COMMANDS = ['list', 'help', 'login', 'logout'];

test('sv list names every registry function once, under its service area, 3.0 and 1.2 apart', async () => {
  const run = await sv(['list']);
  expect(run.code).toBe(0);
  const lines = run.stdout.split('\n');
  const listed = lines.map((line) => /^ {2}(\S+)/.exec(line)?.[1]).filter((name): name is string => name !== undefined);
  expect([...listed].sort()).toEqual(FUNCTIONS.map(commandName).sort());
  // Every 3.0 command comes before the 1.2 heading, every 1.2 command after it.
  const v1Heading = lines.findIndex((line) => line.startsWith('Interface 1.2'));
  const first3 = lines.findIndex((line) => line.startsWith('Interface 3.0'));
  expect(first3).toBeLessThan(v1Heading);
  lines.forEach((line, index) => {
    const command = /^ {2}(\S+)/.exec(line)?.[1];
    if (command) expect(index > v1Heading).toBe(command.startsWith('v1-'));
  });
  // Each area's heading is followed by its functions, in registry order; the documented ones lead in 3.0.
  const areaOf = (command: string) => {
    const at = lines.findIndex((line) => line.startsWith(`  ${command} `));
    return lines
      .slice(0, at)
      .filter((line) => /^\S.*:$/.test(line))
      .pop();
  };
  expect(areaOf('campaigns')).toBe('Campaigns:');
  expect(areaOf('keywords')).toBe('Keywords and ranks:');
  expect(areaOf('daily-ranks')).toBe('Keywords and ranks:');
  expect(areaOf('aio-mentions')).toBe('AI Overview:');
  expect(areaOf('v1-keyword-data')).toBe('Keywords and ranks:');
  expect(areaOf('v1-ranks')).toBe('Keywords and ranks:');
  expect(areaOf('v1-get')).toBe('Any path:');
  expect(lines.filter((line) => line === 'Keywords and ranks:')).toHaveLength(2);
  expect(listed.slice(0, 2)).toEqual(['campaigns', 'companies']);
});

test('every command leads back to its function, and no function hides behind a command of sv itself', () => {
  for (const def of FUNCTIONS) {
    expect(functionOfCommand(commandName(def))).toBe(def);
    expect(functionOfCommand(def.name)).toBe(def);
    expect(BUILT_IN_COMMANDS).not.toContain(commandName(def));
    for (const param of def.params) expect(GLOBAL_FLAGS).not.toContain(param.name.replace(/_/g, '-'));
  }
});

test.each(FUNCTIONS.map((def) => [commandName(def), def] as const))(
  'sv help %s shows every argument, option and the result from the registry',
  async (command, def) => {
    const run = await sv(['help', command]);
    expect(run.code).toBe(0);
    const text = run.stdout.replace(/\s+/g, ' ');
    expect(text).toContain(`sv ${command}`);
    expect(text).toContain(def.help.replace(/\s+/g, ' '));
    for (const param of def.params) {
      expect(text).toContain(`${param.name} ${param.optional ? 'optional' : 'required'}`);
      expect(text).toContain(param.help.replace(/\s+/g, ' '));
      for (const value of param.values ?? []) expect(text).toContain(value);
    }
    for (const [key, option] of Object.entries(def.options ?? {})) {
      expect(text).toContain(`${key} ${option.help.replace(/\s+/g, ' ')}`);
    }
    expect(text).toContain(rowSummary(def).replace(/\s+/g, ' '));
    // Every fixed column, with the label headers=labels shows.
    for (const { header, label } of columnDocs(def)) expect(text).toContain(`${header}: ${label}`);
  },
);

test.each(FUNCTIONS.map((def) => [commandName(def), def] as const))(
  'sv %s takes its arguments in the cell order, or each by name as a flag',
  (command, def) => {
    const values = def.params.map((param) => `value-of-${param.name}`);
    const positional = rawArguments(def, parseCommandLine([command, ...values]));
    expect(positional).toEqual(values);
    // By name, in reverse order: the flag's name places it.
    const flags = def.params
      .map((param, index) => [`--${param.name.replace(/_/g, '-')}`, values[index] as string])
      .reverse()
      .flat();
    expect(rawArguments(def, parseCommandLine([command, ...flags]))).toEqual(values);
    // An omitted trailing argument arrives as undefined, like an omitted argument in Sheets.
    expect(rawArguments(def, parseCommandLine([command]))).toEqual(def.params.map(() => undefined));
  },
);

test('--option pairs become the options range; words after -- and negative numbers are values', () => {
  const keywords = functionOfCommand('keywords');
  if (!keywords) throw new Error('no KEYWORDS');
  const line = parseCommandLine([
    'keywords',
    '101',
    'today',
    'today',
    '-1',
    '--option',
    'limit=5',
    '--option=search=a=b',
  ]);
  expect(rawArguments(keywords, line)).toEqual([
    '101',
    'today',
    'today',
    '-1',
    [
      ['limit', '5'],
      ['search', 'a=b'],
    ],
  ]);
  expect(rawArguments(keywords, parseCommandLine(['keywords', '--', '--odd']))[0]).toBe('--odd');
});

test('command line mistakes are input errors (exit 2) before anything is sent', async () => {
  expect(await sv(['no-such-function'])).toMatchObject({ code: 2 });
  expect((await sv(['keywords', '1', '2', '3', '4', '5', '6'])).stderr).toContain('keywords takes at most 5 arguments');
  expect((await sv(['keywords', '--colour', 'red'])).stderr).toContain('keywords has no flag --colour');
  expect((await sv(['campaigns', '--option', 'limit=1', 'limit=2'])).stderr).toContain('not both');
  expect((await sv(['keywords', '--format', 'pdf'])).stderr).toContain('--format takes csv, jsonl, xlsx');
});

test('the token is never taken from the command line, and never repeated back', async () => {
  const run = await sv(['keywords', '--token', 'secret-token-1234567890', '101']);
  expect(run.code).toBe(2);
  expect(run.stderr).toContain('SV_TOKEN');
  expect(run.stderr + run.stdout).not.toContain('secret-token-1234567890');
  const inline = await sv(['--token=secret-token-1234567890', 'campaigns']);
  expect(inline.code).toBe(2);
  expect(inline.stderr).not.toContain('secret-token-1234567890');
});

test('sv --version names the package version; sv --help the usage, exit codes included', async () => {
  const { version } = await import('../package.json');
  expect(await sv(['--version'])).toMatchObject({ code: 0, stdout: `sv ${version}\n` });
  const help = await sv(['--help']);
  expect(help.code).toBe(0);
  expect(help.stdout).toContain('Exit codes:');
  expect((await sv([])).code).toBe(2);
});
