// The Apps Script project as files to paste into Extensions > Apps Script of a spreadsheet, for analysts without Node
// or clasp (docs/install-sheets.md): one Code.gs (the library, then the SV_ declarations and menu entry points, all
// top-level as Apps Script needs them), the dialogs under the names the code opens them by, and the manifest.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The order inside Code.gs: the library defines SVLib; the declarations only call it when a cell or menu runs, and the
 * whole library, held as text, is read when first needed.
 */
const CODE_PARTS = ['sv-lib.js', 'functions.js', 'entry-points.js', 'sv-lib-held.js'];

export function writePasteSet(dist, out) {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const code = CODE_PARTS.map((file) => readFileSync(join(dist, file), 'utf8').trimEnd()).join('\n\n');
  writeFileSync(
    join(out, 'Code.gs'),
    `// Search Visibility for Google Sheets. Paste this whole file over Code.gs in Extensions > Apps Script.\n${code}\n`,
  );
  const dialogs = readdirSync(dist).filter((file) => file.endsWith('.html'));
  for (const file of [...dialogs, 'appsscript.json']) copyFileSync(join(dist, file), join(out, file));
  return ['Code.gs', ...dialogs.sort(), 'appsscript.json'];
}
