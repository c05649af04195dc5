/**
 * The file matrix: every kind of --out a careless or hostile setup can hand sv (a FIFO, a device, links, a planted
 * `<out>.partial`, `-`, an empty name, a folder that takes no files) and Ctrl-C at each stage of a run. Each case
 * checks what the user would notice: the node or file is still what it was, no temporary file is left, the message is
 * clear and the exit code is the documented one. sv runs in its own process, as a user runs it.
 *
 * As root (CI containers), the device is a node made for the test in its own folder, never /dev/null itself: a
 * regression would replace the test's node, not the system's.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  lchownSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { type Sandbox, start } from '@sv/sandbox';
import { EXIT } from '../src/exit-codes';
import { type HoldingProxy, holdingProxy } from './support/holding-proxy';
import { sv as svInProcess, temporaryFolder } from './support/run-sv';
import { type SvProcessResult, spawnSv } from './support/spawn-sv';

/** One page of keywords: the quick case. */
const SMALL = ['keywords', '104', '2026-10-01', '2026-10-31', '--option', 'limit=3'];
/** 2,345 keywords × 7 days × 2 devices: three pages, and an XLSX write long enough to interrupt. */
const PAGED = ['daily-ranks', '102', '2026-10-01', '2026-10-07'];
const EARLIER = 'the earlier file, which must stay as it was\n';

let sandbox: Sandbox;
const root = temporaryFolder();
const proxies: HoldingProxy[] = [];
const children: ChildProcess[] = [];

beforeAll(async () => {
  sandbox = await start({ today: '2026-11-20', latency: { fixedMs: 0, jitterMs: 0 }, ratePerSecond: 0 });
});
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close()));
});
afterAll(async () => {
  await sandbox.close();
  root.remove();
});

/** A folder of the case's own, so what is left in it is what sv left. */
const caseFolder = () => mkdtempSync(join(root.path, 'case-'));

/** The sandbox behind a proxy that holds its `holdAt`-th request (0: none) and counts them all. */
async function service(holdAt = 0): Promise<{ proxy: HoldingProxy; env: Record<string, string> }> {
  const proxy = await holdingProxy(new URL(sandbox.v3Url).origin, holdAt);
  proxies.push(proxy);
  const at = (url: string) => `${proxy.origin}${new URL(url).pathname}`;
  const env = {
    SV_TOKEN: sandbox.tokens.full,
    SV_GATEWAY_URL: at(sandbox.v3Url),
    SV_V1_URL: at(sandbox.v1Url),
    SV_CONFIG_DIR: join(root.path, 'no-config'),
  };
  return { proxy, env };
}

async function run(args: readonly string[], cwd: string, holdAt = 0, stdoutPipe = false) {
  const { proxy, env } = await service(holdAt);
  const sv = spawnSv(args, { env, cwd, stdoutPipe });
  children.push(sv.child);
  return { proxy, sv };
}

/** Entries of `folder` other than `expected`: a temporary file sv left, or a file it made where it should not. */
function leftovers(folder: string, expected: readonly string[]): string[] {
  return readdirSync(folder).filter((name) => !expected.includes(name));
}

/** Everything a reader of the FIFO gets, or undefined when no writer ever came (the FIFO was replaced). */
function readFifo(path: string): { text: Promise<string | undefined>; stop(): void } {
  const reader = spawn('cat', [path], { stdio: ['ignore', 'pipe', 'ignore'] });
  children.push(reader);
  let text = '';
  reader.stdout.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  return {
    text: new Promise((resolve) => {
      reader.on('close', () => resolve(text));
      setTimeout(() => resolve(undefined), 3000).unref();
    }),
    stop: () => reader.kill('SIGKILL'),
  };
}

function expectCsvTable(text: string | undefined): void {
  expect(text?.split('\n')[0]).toMatch(/^keyword_id,/);
}

const isRoot = process.getuid?.() === 0;

/** A character device like /dev/null: made for the test when root may, else /dev/null itself (which a user can't replace). */
function deviceNode(folder: string): string {
  if (!isRoot) return '/dev/null';
  const path = join(folder, 'null-device');
  // Major 1, minor 3: the same device as /dev/null.
  execFileSync('mknod', ['-m', '666', path, 'c', '1', '3']);
  return path;
}

async function interrupted(result: Promise<SvProcessResult>, code: number) {
  const done = await result;
  expect({ code: done.code, signal: done.signal }).toEqual({ code, signal: null });
  return done;
}

describe('file matrix', () => {
  describe('targets', () => {
    test('a FIFO is written into, never replaced by a file', async () => {
      const folder = caseFolder();
      const fifo = join(folder, 'rows.fifo');
      execFileSync('mkfifo', [fifo]);
      const reader = readFifo(fifo);
      const { sv } = await run([...SMALL, '--out', fifo], folder);
      const done = await sv.done;
      reader.stop();
      expect(done.code).toBe(EXIT.ok);
      expect(lstatSync(fifo).isFIFO()).toBe(true);
      expectCsvTable(await reader.text);
      expect(leftovers(folder, ['rows.fifo'])).toEqual([]);
    });

    test('a device node is written into, never replaced by a file', async () => {
      const folder = caseFolder();
      const device = deviceNode(folder);
      const { sv } = await run([...SMALL, '--out', device], folder);
      const done = await sv.done;
      expect(done.code).toBe(EXIT.ok);
      expect(lstatSync(device).isCharacterDevice()).toBe(true);
      expect(leftovers(folder, ['null-device'])).toEqual([]);
    });

    test('a symlink to a device is written through; the link stays a link', async () => {
      const folder = caseFolder();
      const device = deviceNode(folder);
      const link = join(folder, 'out.csv');
      symlinkSync(device, link);
      const { sv } = await run([...SMALL, '--out', link], folder);
      expect((await sv.done).code).toBe(EXIT.ok);
      expect(lstatSync(link).isSymbolicLink()).toBe(true);
      expect(readlinkSync(link)).toBe(device);
      expect(lstatSync(device).isCharacterDevice()).toBe(true);
      expect(leftovers(folder, ['out.csv', 'null-device'])).toEqual([]);
    });

    test('a symlink to /dev/stdout sends the table to standard output; the link stays', async () => {
      const folder = caseFolder();
      const link = join(folder, 'stdout.csv');
      symlinkSync('/dev/stdout', link);
      const { sv } = await run([...SMALL, '--out', link], folder, 0, true);
      const done = await sv.done;
      expect(done.code).toBe(EXIT.ok);
      expectCsvTable(done.stdout);
      expect(readlinkSync(link)).toBe('/dev/stdout');
      expect(leftovers(folder, ['stdout.csv'])).toEqual([]);
    });

    test('a symlink to a regular file: the file gets the complete table, the link stays; a failed pull changes nothing', async () => {
      const folder = caseFolder();
      const reports = join(folder, 'reports');
      execFileSync('mkdir', [reports]);
      const file = join(reports, '2026-11.csv');
      writeFileSync(file, EARLIER);
      const link = join(folder, 'latest.csv');
      symlinkSync(file, link);
      const failed = await run(['keywords', '999999', '2026-10-01', '2026-10-31', '--out', link], folder);
      expect((await failed.sv.done).code).toBe(EXIT.input);
      expect(readFileSync(file, 'utf8')).toBe(EARLIER);
      const { sv } = await run([...SMALL, '--out', link], folder);
      expect((await sv.done).code).toBe(EXIT.ok);
      expect(readlinkSync(link)).toBe(file);
      expectCsvTable(readFileSync(file, 'utf8'));
      expect(leftovers(folder, ['latest.csv', 'reports'])).toEqual([]);
      expect(leftovers(reports, ['2026-11.csv'])).toEqual([]);
    });

    test('a planted <out>.partial file is neither overwritten nor removed', async () => {
      const folder = caseFolder();
      const out = join(folder, 'out.csv');
      writeFileSync(`${out}.partial`, 'not sv’s file\n');
      const { sv } = await run([...SMALL, '--out', out], folder);
      expect((await sv.done).code).toBe(EXIT.ok);
      expectCsvTable(readFileSync(out, 'utf8'));
      expect(readFileSync(`${out}.partial`, 'utf8')).toBe('not sv’s file\n');
      expect(leftovers(folder, ['out.csv', 'out.csv.partial'])).toEqual([]);
    });

    test('a planted <out>.partial symlink is not followed: the file it points to is untouched', async () => {
      const folder = caseFolder();
      const out = join(folder, 'out.csv');
      const victim = join(folder, 'victim.txt');
      writeFileSync(victim, 'precious\n');
      symlinkSync(victim, `${out}.partial`);
      const { sv } = await run([...SMALL, '--out', out], folder);
      expect((await sv.done).code).toBe(EXIT.ok);
      expect(readFileSync(victim, 'utf8')).toBe('precious\n');
      expect(lstatSync(out).isFile()).toBe(true);
      expectCsvTable(readFileSync(out, 'utf8'));
      expect(readlinkSync(`${out}.partial`)).toBe(victim);
      expect(leftovers(folder, ['out.csv', 'out.csv.partial', 'victim.txt'])).toEqual([]);
    });

    test('--out - writes standard output, never a file named -', async () => {
      const folder = caseFolder();
      const { sv } = await run([...SMALL, '--out', '-'], folder);
      const done = await sv.done;
      expect(done.code).toBe(EXIT.ok);
      expectCsvTable(done.stdout);
      expect(leftovers(folder, [])).toEqual([]);
    });

    test('an empty --out is refused before any request, with a message naming --out', async () => {
      const folder = caseFolder();
      const { proxy, sv } = await run([...SMALL, '--out', ''], folder);
      const done = await sv.done;
      expect(done.code).toBe(EXIT.input);
      expect(done.stderr).toMatch(/--out/);
      expect(proxy.requests).toBe(0);
      expect(leftovers(folder, [])).toEqual([]);
    });

    test('an --out in a folder that takes no files is refused before any request', async () => {
      const folder = caseFolder();
      // Root passes every permission check, so its case is a virtual file system: /proc takes no new files.
      const locked = isRoot ? '/proc' : join(folder, 'locked');
      if (!isRoot) execFileSync('sh', ['-c', `mkdir "${locked}" && chmod 555 "${locked}"`]);
      const { proxy, sv } = await run([...SMALL, '--out', join(locked, 'out.csv')], folder);
      const done = await sv.done;
      expect(done.code).toBe(EXIT.input);
      expect(done.stderr).toContain('cannot be written to');
      expect(proxy.requests).toBe(0);
    });

    test('a pull that fails leaves the earlier file as it was and no temporary file', async () => {
      const folder = caseFolder();
      const out = join(folder, 'out.csv');
      writeFileSync(out, EARLIER);
      const { sv } = await run(['keywords', '999999', '2026-10-01', '2026-10-31', '--out', out], folder);
      const done = await sv.done;
      expect(done.code).toBe(EXIT.input);
      expect(readFileSync(out, 'utf8')).toBe(EARLIER);
      expect(leftovers(folder, ['out.csv'])).toEqual([]);
    });
  });

  /**
   * Another user's link or file in a folder others can write to (sticky /tmp-like 1777) is neither followed nor
   * replaced, as Linux's protected_symlinks and protected_regular rules decide, which this machine may have turned off
   * and which sv's own resolution and rename would bypass anyway. Root is protected too (the kernel rule holds for
   * root). The planted entries belong to uid 65534 (nobody), which only root can arrange: these cases run as root.
   */
  describe('shared folders', () => {
    const asRoot = isRoot ? test : test.skip;
    const OTHER_USER = 65534;

    /** A sticky folder every user can write to, like /tmp, owned by `owner`. */
    function stickyFolder(owner = 0): string {
      const folder = join(caseFolder(), 'shared');
      mkdirSync(folder);
      chmodSync(folder, 0o1777);
      chownSync(folder, owner, owner);
      return folder;
    }

    /** A private file of root's that a planted link points to. */
    function privateFile(): string {
      const file = join(mkdtempSync(join(root.path, 'private-')), 'authorized_keys');
      writeFileSync(file, EARLIER, { mode: 0o600 });
      return file;
    }

    function expectRefused(done: SvProcessResult, requests: number, planted: string) {
      expect(done.code).toBe(EXIT.input);
      expect(done.stderr).toContain(`${planted} is a`);
      expect(done.stderr).toContain('another user (uid 65534)');
      expect(done.stderr).toContain(`rm "${planted}"`);
      expect(requests).toBe(0);
    }

    asRoot('another user’s link in a sticky folder is not followed: its target stays as it was', async () => {
      const shared = stickyFolder();
      const victim = privateFile();
      const link = join(shared, 'report.csv');
      symlinkSync(victim, link);
      lchownSync(link, OTHER_USER, OTHER_USER);
      const { proxy, sv } = await run([...SMALL, '--out', link], shared);
      expectRefused(await sv.done, proxy.requests, link);
      expect(readFileSync(victim, 'utf8')).toBe(EARLIER);
      expect(statSync(victim).mode & 0o777).toBe(0o600);
      expect(readlinkSync(link)).toBe(victim);
      expect(leftovers(shared, ['report.csv'])).toEqual([]);
    });

    asRoot('another user’s link to a folder, on the way to --out, is not followed: no file appears there', async () => {
      const shared = stickyFolder();
      const privateFolder = mkdtempSync(join(root.path, 'private-'));
      const link = join(shared, 'reports');
      symlinkSync(privateFolder, link);
      lchownSync(link, OTHER_USER, OTHER_USER);
      const { proxy, sv } = await run([...SMALL, '--out', join(link, 'report.csv')], shared);
      expectRefused(await sv.done, proxy.requests, link);
      expect(readdirSync(privateFolder)).toEqual([]);
    });

    asRoot('another user’s file in a sticky folder is not replaced (it would keep their owner and mode)', async () => {
      const shared = stickyFolder();
      const planted = join(shared, 'report.csv');
      writeFileSync(planted, EARLIER, { mode: 0o666 });
      chownSync(planted, OTHER_USER, OTHER_USER);
      const { proxy, sv } = await run([...SMALL, '--out', planted], shared);
      expectRefused(await sv.done, proxy.requests, planted);
      expect(readFileSync(planted, 'utf8')).toBe(EARLIER);
    });

    asRoot(
      'a link of the sticky folder’s owner is followed, as the kernel does; the target keeps owner and mode',
      async () => {
        const shared = stickyFolder(OTHER_USER);
        const target = join(caseFolder(), 'users-report.csv');
        writeFileSync(target, EARLIER);
        chownSync(target, OTHER_USER, OTHER_USER);
        chmodSync(target, 0o640);
        const link = join(shared, 'report.csv');
        symlinkSync(target, link);
        lchownSync(link, OTHER_USER, OTHER_USER);
        const { sv } = await run([...SMALL, '--out', link], shared);
        expect((await sv.done).code).toBe(EXIT.ok);
        expectCsvTable(readFileSync(target, 'utf8'));
        expect(readlinkSync(link)).toBe(target);
        const written = statSync(target);
        expect({ uid: written.uid, gid: written.gid, mode: written.mode & 0o777 }).toEqual({
          uid: OTHER_USER,
          gid: OTHER_USER,
          mode: 0o640,
        });
      },
    );

    asRoot('root rewriting a user’s file in the user’s folder keeps the user as its owner', async () => {
      const folder = caseFolder();
      const out = join(folder, 'report.csv');
      writeFileSync(out, EARLIER);
      chownSync(out, OTHER_USER, OTHER_USER);
      chmodSync(out, 0o600);
      const { sv } = await run([...SMALL, '--out', out], folder);
      expect((await sv.done).code).toBe(EXIT.ok);
      expectCsvTable(readFileSync(out, 'utf8'));
      const written = statSync(out);
      expect({ uid: written.uid, mode: written.mode & 0o777 }).toEqual({ uid: OTHER_USER, mode: 0o600 });
    });

    asRoot('root’s own link in a sticky folder is followed (the rule refuses only other users’ links)', async () => {
      const shared = stickyFolder();
      const target = privateFile();
      const link = join(shared, 'latest.csv');
      symlinkSync(target, link);
      const { sv } = await run([...SMALL, '--out', link], shared);
      expect((await sv.done).code).toBe(EXIT.ok);
      expectCsvTable(readFileSync(target, 'utf8'));
      expect(statSync(target).mode & 0o777).toBe(0o600);
    });
  });

  /**
   * The settings file (config.json in SV_CONFIG_DIR) decides where the token goes, so sv uses it only when it is the
   * user's and no one else can write it (as ssh does with its config), and its addresses go only with the token saved
   * in it: a file another user planted, or one with another server's addresses, never receives SV_TOKEN or the token
   * typed at sv login. Requests are seen by a fetch in place of the network; another server's address is one that
   * nothing answers, so any request to it shows here.
   */
  describe('settings file', () => {
    const asRoot = isRoot ? test : test.skip;
    const OTHER_SERVER = { gatewayUrl: 'https://sv-login.evil.example/v3', v1Url: 'https://sv-login.evil.example/v1' };
    const TOKEN = 'abcdef0123456789abcdef0123456789';

    /** Every address sv sent a request to; each answered 401 (a refused token), so sv stops at the first. */
    function network() {
      const sent: string[] = [];
      const fetch = (async (input: string | URL | Request) => {
        sent.push(String(input instanceof Request ? input.url : input));
        return new Response('{"message":"invalid token"}', { status: 401 });
      }) as typeof globalThis.fetch;
      return { sent, fetch, hosts: () => sent.map((url) => new URL(url).host) };
    }

    /** config.json in a folder of the case's own (or `folder`), with `mode`, belonging to `owner`. */
    function settingsFile(contents: object, mode: number, owner = 0, folder = caseFolder()): string {
      const file = join(folder, 'config.json');
      writeFileSync(file, JSON.stringify(contents));
      chmodSync(file, mode);
      if (owner !== 0) chownSync(file, owner, owner);
      return folder;
    }

    test('a settings file others can write is ignored, naming the file and chmod go-w; its server gets nothing', async () => {
      const dir = settingsFile({ token: TOKEN, ...OTHER_SERVER }, 0o666);
      const { sent, fetch } = network();
      const run = await svInProcess(['campaigns'], { env: { SV_CONFIG_DIR: dir }, fetch });
      expect(sent).toEqual([]);
      expect(run.code).toBe(EXIT.token);
      expect(run.stderr).toContain(`sv ignores the settings in ${join(dir, 'config.json')}`);
      expect(run.stderr).toContain(`chmod go-w "${join(dir, 'config.json')}"`);
    });

    asRoot('another user’s settings file in a shared folder is ignored, naming the owner and the fix', async () => {
      const shared = join(caseFolder(), 'shared');
      mkdirSync(shared);
      chmodSync(shared, 0o1777);
      const dir = settingsFile({ token: TOKEN, ...OTHER_SERVER }, 0o644, 65534, shared);
      const { sent, fetch } = network();
      const run = await svInProcess(['campaigns'], { env: { SV_CONFIG_DIR: dir }, fetch });
      expect(sent).toEqual([]);
      expect(run.code).toBe(EXIT.token);
      expect(run.stderr).toContain('belongs to another user (uid 65534)');
      expect(run.stderr).toContain(`chown "$(id -un)" "${join(dir, 'config.json')}"`);
    });

    asRoot('sv login never checks the typed token at the addresses of another user’s settings file', async () => {
      // The planted file holds the very token typed, so only its owner decides that its addresses are not used.
      const dir = settingsFile({ token: TOKEN, ...OTHER_SERVER }, 0o644, 65534);
      const { hosts, fetch } = network();
      const run = await svInProcess(['login'], { env: { SV_CONFIG_DIR: dir }, stdin: `${TOKEN}\n`, fetch });
      expect(hosts()).toEqual(['apigw.seomonitor.com']);
      expect(run.stderr).toContain('belongs to another user');
    });

    test('SV_TOKEN never goes to the addresses of a settings file that does not hold it; a warning says so', async () => {
      const dir = settingsFile(OTHER_SERVER, 0o600);
      const { hosts, fetch } = network();
      const run = await svInProcess(['campaigns'], { env: { SV_CONFIG_DIR: dir, SV_TOKEN: TOKEN }, fetch });
      expect(hosts()).toEqual(['apigw.seomonitor.com']);
      expect(run.stderr).toContain(`sv does not send SV_TOKEN to the addresses saved in ${join(dir, 'config.json')}`);
      expect(run.stderr).toContain('set SV_GATEWAY_URL and SV_V1_URL');
    });

    test('SV_TOKEN equal to the saved token goes to the saved addresses (the file holds it)', async () => {
      const dir = settingsFile({ token: TOKEN, ...OTHER_SERVER }, 0o600);
      const { hosts, fetch } = network();
      const run = await svInProcess(['campaigns'], { env: { SV_CONFIG_DIR: dir, SV_TOKEN: TOKEN }, fetch });
      expect(hosts()).toEqual(['sv-login.evil.example']);
      expect(run.stderr).not.toContain('warning');
    });

    test('a new token typed at sv login is not checked at the addresses saved with the old one; a note names them', async () => {
      const dir = settingsFile({ token: 'an-older-token-0123456789abcdef', ...OTHER_SERVER }, 0o600);
      const { hosts, fetch } = network();
      const run = await svInProcess(['login'], { env: { SV_CONFIG_DIR: dir }, stdin: `${TOKEN}\n`, fetch });
      expect(hosts()).toEqual(['apigw.seomonitor.com']);
      expect(run.stderr).toContain(`sv login --gateway-url ${OTHER_SERVER.gatewayUrl} --v1-url ${OTHER_SERVER.v1Url}`);
    });
  });

  describe('interruptions', () => {
    /** sv writing `out` (which holds an earlier table) while the sandbox holds its `holdAt`-th request. */
    async function pull(format: string, holdAt: number) {
      const folder = caseFolder();
      const out = join(folder, `out.${format}`);
      writeFileSync(out, EARLIER);
      const { proxy, sv } = await run([...PAGED, '--out', out], folder, holdAt);
      return { folder, out, proxy, sv };
    }

    function expectNothingChanged(folder: string, out: string, done: SvProcessResult, signal: string) {
      expect(readFileSync(out, 'utf8')).toBe(EARLIER);
      expect(leftovers(folder, [out.slice(folder.length + 1)])).toEqual([]);
      expect(done.stderr).toContain(`stopped by ${signal}`);
    }

    test('Ctrl-C before the first page: exit 130, the earlier file as it was, no temporary file', async () => {
      const { folder, out, proxy, sv } = await pull('csv', 1);
      await proxy.held;
      sv.child.kill('SIGINT');
      const done = await interrupted(sv.done, EXIT.interrupted);
      expectNothingChanged(folder, out, done, 'SIGINT');
    });

    test('Ctrl-C mid-pull, after the first page was written: exit 130, no temporary file', async () => {
      const { folder, out, proxy, sv } = await pull('csv', 2);
      await proxy.held;
      expect(readdirSync(folder).some((name) => name.endsWith('.partial'))).toBe(true);
      sv.child.kill('SIGINT');
      const done = await interrupted(sv.done, EXIT.interrupted);
      expectNothingChanged(folder, out, done, 'SIGINT');
    });

    test('SIGTERM mid-pull: exit 143, no temporary file', async () => {
      const { folder, out, proxy, sv } = await pull('jsonl', 2);
      await proxy.held;
      sv.child.kill('SIGTERM');
      const done = await interrupted(sv.done, EXIT.terminated);
      expectNothingChanged(folder, out, done, 'SIGTERM');
    });

    test('Ctrl-C during the XLSX write: exit 130, no temporary file (not even an empty one)', async () => {
      const { folder, out, proxy, sv } = await pull('xlsx', 0);
      // The workbook is written after the last page: wait for the pages, then for the temporary file to appear.
      let writing = false;
      while (!writing && sv.child.exitCode === null) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        writing = proxy.requests >= 3 && readdirSync(folder).some((name) => name.endsWith('.partial'));
      }
      expect(writing).toBe(true);
      sv.child.kill('SIGINT');
      const done = await interrupted(sv.done, EXIT.interrupted);
      expectNothingChanged(folder, out, done, 'SIGINT');
    });
  });
});
