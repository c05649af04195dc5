/**
 * Message matrix: what a user reads when something outside the add-in or sv goes wrong (a table too large for Excel, a
 * full disk, full storage, a storage others of the same origin can write). Each message says what happened and what
 * to do, names the command as installed, and never calls the user's situation "an unexpected problem" to report.
 * Excel through the built functions.js (node:vm, Office shim); sv in its own process, its output on /dev/full.
 */
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { invoke, runAsync, SURFACES, type Surface, SvError } from '@sv/core';
import { type Sandbox, start } from '@sv/sandbox';
import { EXIT } from '../../packages/cli/src/exit-codes';
import { loadFunctionsScript } from '../excel/helpers/excel-shim';
import { asyncHostOf, fakeClock } from './support/drivers-against-sandbox';

const SV_BIN = join(__dirname, '..', '..', 'packages', 'cli', 'bin', 'sv.js');

/** Today on this computer, as the add-in reads it: the sandbox's campaigns are tracked up to the same day. */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

let sandbox: Sandbox;
beforeAll(async () => {
  // No rate limit: the matrix's calls follow each other closely, and a 429 of its own making is no case of it (it made
  // the client wait out backoffs, and could end a case in the rate limit's message instead of its own).
  sandbox = await start({ today: localToday(), ratePerSecond: 0 });
});
afterAll(async () => {
  await sandbox?.close();
});

const settings = () => ({ SV_TOKEN: sandbox.tokens.full, SV_GATEWAY_URL: sandbox.v3Url, SV_V1_URL: sandbox.v1Url });

/** What a user must never be told about their own full disk or storage. */
function expectNoBlame(message: string): void {
  expect(message).not.toMatch(/Unexpected problem|Please report|\.\./);
}

/** sv run as a user runs it, its standard output sent where `stdout` says (a file descriptor). */
function svWritingTo(args: readonly string[], stdout: number): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [SV_BIN, ...args], {
    env: { PATH: process.env.PATH ?? '', ...settings(), SV_CONFIG_DIR: join(__dirname, 'no-config') },
    stdio: ['ignore', stdout, 'pipe'],
  });
  let stderr = '';
  // stdio[2] is 'pipe', so the stream is there.
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stderr })));
}

describe('message matrix', () => {
  test('Excel’s "too large" names the installed command sv and where to get it, never npx sv', async () => {
    const excel = loadFunctionsScript(settings());
    const error = await excel.call('DAILY_RANKS', 103, '365 days ago', 'yesterday', null, null).then(
      () => undefined,
      (caught: unknown) => caught as { message: string },
    );
    expect(error?.message).toMatch(/more than Excel accepts/);
    expect(error?.message).toContain('sv daily-ranks … --out table.csv');
    expect(error?.message).toContain('@search-visibility/sv');
    expect(error?.message).toContain('packages/cli/README.md');
    expect(error?.message).not.toContain('npx');
    // A year's first page is 730,000 rows, read before the refusal: slow on a busy machine.
  }, 60_000);

  describe.each([
    ['standard output redirected to a full disk', [] as string[], /Could not write standard output: the disk is full/],
    ['--out on a full disk', ['--out', '/dev/full'], /Could not write \/dev\/full: the disk is full/],
  ])('sv with %s', (_case, out, said) => {
    test('says the disk is full and what to do, exit 2', async () => {
      const full = openSync('/dev/full', 'w');
      try {
        const run = await svWritingTo(['campaigns', ...out], full);
        expect(run.code).toBe(EXIT.input);
        expect(run.stderr).toMatch(said);
        expect(run.stderr).toContain('Free some space');
        expect(run.stderr).toContain('incomplete table');
        expectNoBlame(run.stderr);
      } finally {
        closeSync(full);
      }
    });
  });

  test('Excel settings saved to full storage: says the storage is full, what was kept and what to do', async () => {
    const excel = loadFunctionsScript(settings());
    excel.failStorageWrites('SV_TOKEN', 99);
    const refusal = await excel
      .runtime()
      .saveSettings({ token: sandbox.tokens.limited, gatewayUrl: sandbox.v3Url, v1Url: sandbox.v1Url })
      .then(
        () => '',
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
    expect(refusal).toContain('storage on this computer is full');
    expect(refusal).toContain('The settings were not saved; the earlier ones still apply.');
    expect(refusal).toContain('Free some of it and save again');
    expectNoBlame(refusal);
    expect(excel.storage.get('SV_TOKEN')).toBe(sandbox.tokens.full);
  });

  test('the pane’s request count takes only the entries the add-in writes; forged ones are ignored', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const prefix = `SV_REQUESTS_${today}_`;
    const excel = loadFunctionsScript({
      ...settings(),
      [`${prefix}earliersession`]: '7',
      [`${prefix}forged1`]: '9'.repeat(300),
      [`${prefix}forged2`]: '1e300',
      [`${prefix}forged3`]: '-5',
      [`${prefix}forged4`]: '0x10',
      [`${prefix}forged5`]: '12.5',
      [`${prefix}<b>forged</b>`]: '40',
    });
    await excel.call('CAMPAIGNS', null);
    const total = await excel.runtime().requestsOnThisComputer();
    expect(total).toBe(7 + excel.sent.length);
  });
});

/**
 * One failure, worded for each surface by the core (wording.ts): what happened reads the same everywhere, the next step
 * is the surface's own, and an error shown on another surface (the Excel pane showing a cell's) is worded for it by
 * the core, never rewritten by its text.
 */
describe('message matrix: the same failure on every surface', () => {
  const PERIOD = ['2026-10-01', '2026-10-31'];
  const failures: Record<string, { args: unknown[]; token?: string }> = {
    'no token': { args: [101, ...PERIOD], token: '' },
    'a refused token': { args: [101, ...PERIOD], token: 'wrong-token-0123456789abcdef' },
    'an unknown campaign': { args: [999_999, ...PERIOD] },
    'a date that is no date': { args: [101, 'next quarter', 'today'] },
  };
  /**
   * Words that belong to another surface than the one shown; a surface added to wording.ts must be listed here (the
   * test says so), so its messages are checked too.
   */
  const FOREIGN: Readonly<Record<string, RegExp>> = {
    sheets: /sv login|SV_TOKEN|run the command|the Connection section/,
    excel: /sv login|SV_TOKEN|run the command|the Connection section/,
    pane: /sv login|SV_TOKEN|run the command|open the Search Visibility task pane|Set API token/,
    dialog: /sv login|SV_TOKEN|run the command|task pane|the Connection section|recalculat/i,
    terminal: /recalculat|add-on|task pane|spreadsheet|Sheets|Excel|date cell|the Connection section/i,
  };
  const foreignTo = (surface: Surface): RegExp => {
    const words = FOREIGN[surface];
    if (words === undefined) throw new Error(`List in FOREIGN the words that do not belong in ${surface}.`);
    return words;
  };

  async function failure(kind: string, surface: Surface): Promise<SvError> {
    const { args, token = sandbox.tokens.full } = failures[kind] as { args: unknown[]; token?: string };
    const settings = { token, gatewayUrl: sandbox.v3Url, v1Url: sandbox.v1Url };
    // Pacing and backoffs move a clock instead of waiting: the cases are about words, not time.
    const clock = fakeClock();
    try {
      await runAsync(invoke('KEYWORDS', args, { settings, surface, clock: clock.now }), asyncHostOf(clock));
    } catch (error) {
      if (error instanceof SvError) return error;
      throw error;
    }
    throw new Error('the call succeeded');
  }

  describe.each(Object.keys(failures))('%s', (kind) => {
    test.each(SURFACES)(
      'in %s: its own next step, one period per sentence, no other surface’s words',
      async (surface) => {
        const { message } = await failure(kind, surface);
        expect(message).not.toMatch(foreignTo(surface));
        expectNoBlame(message);
      },
    );

    test('worded by the core for another surface, it reads as if it had been built there', async () => {
      const fromCell = await failure(kind, 'excel');
      for (const surface of SURFACES) expect(fromCell.messageFor(surface)).toBe((await failure(kind, surface)).message);
    });
  });
});
