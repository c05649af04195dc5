import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SIDELOAD_STEPS } from '../../packages/excel/src/server/sideload-steps';
import { REPO_ROOT } from './helpers/paths';

/**
 * The way to sideload the add-in, as `npm start` prints it and as the install guide writes it, is one text: a user who
 * follows either finds the same menus in the same order.
 */

/** Text as read: no Markdown emphasis or code marks, no bullets, one space between words. */
const plain = (text: string) =>
  text
    .replace(/\*\*|[*`]/g, '')
    .replace(/^\s*- /gm, ' ')
    .replace(/\s+/g, ' ');

let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill('SIGTERM');
});

async function startOutput(): Promise<string> {
  child = spawn(process.execPath, [join(REPO_ROOT, 'packages/excel/dist-node/start.js'), '--http', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise<string>((resolve, reject) => {
    child?.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ctrl+C')) resolve(output);
    });
    child?.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child?.on('exit', (code) => reject(new Error(`start.js exited with ${code}:\n${output}`)));
  });
}

test('npm start prints the sideloading steps of docs/install-excel.md, word for word, for the web, Windows and Mac', async () => {
  const printed = plain(await startOutput());
  const guide = plain(readFileSync(join(REPO_ROOT, 'docs/install-excel.md'), 'utf8'));
  expect(SIDELOAD_STEPS.map((step) => step.excel)).toEqual(['Excel on the web', 'Excel on Windows', 'Excel on Mac']);
  for (const { excel, steps } of SIDELOAD_STEPS) {
    const line = `${excel}: ${steps}`;
    expect({ excel, inGuide: guide.includes(line) }).toEqual({ excel, inGuide: true });
    expect({ excel, printed: printed.includes(line) }).toEqual({ excel, printed: true });
  }
  expect(printed).toContain(join(REPO_ROOT, 'manifest.xml'));
});
