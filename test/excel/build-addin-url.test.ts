import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { builtFile, EXCEL_DIST, REPO_ROOT } from './helpers/paths';

/**
 * `SV_ADDIN_URL=… npm run build` with an address Excel cannot load: one message that says what to type, and the built
 * add-in left as it was, so a running `npm start` keeps serving a working pane.
 */
test('a bad SV_ADDIN_URL stops the build with one clear message and leaves dist/ as it was', () => {
  const functionsJson = builtFile('functions.json');
  const filesBefore = readdirSync(EXCEL_DIST).sort();
  const inodeBefore = statSync(functionsJson).ino;

  const build = spawnSync(process.execPath, [join(REPO_ROOT, 'packages/excel/build.mjs')], {
    env: { ...process.env, SV_ADDIN_URL: 'http://addins.example.org/sv' },
    encoding: 'utf8',
  });

  expect(build.status).toBe(1);
  const said = `${build.stdout}${build.stderr}`.trim();
  expect(said).toBe(
    'excel: SV_ADDIN_URL must be an https address such as https://example.org/sv (no query or #), got ' +
      '"http://addins.example.org/sv". Nothing was built; dist/ is as it was.',
  );
  expect(readdirSync(EXCEL_DIST).sort()).toEqual(filesBefore);
  expect(statSync(functionsJson).ino).toBe(inodeBefore);
});
