import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

const bin = join(__dirname, '..', 'bin', 'sv.js');

test('a reader that stops early (sv … | head) ends sv quietly, with exit 0', async () => {
  // 2,345 keywords as CSV: far more than a pipe holds, so sv is still writing when the reader goes away.
  const child = spawn(process.execPath, [bin, '--sandbox', 'keywords', '102', '2026-10-01', '2026-10-31'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const [first] = (await once(child.stdout, 'data')) as [Buffer];
  expect(first.toString()).toMatch(/^keyword_id,/);
  child.stdout.destroy();
  const [code] = await once(child, 'exit');
  expect(stderr).toBe('');
  expect(code).toBe(0);
});
