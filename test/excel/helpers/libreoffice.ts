import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** LibreOffice's command on the PATH, or null when it is not installed (CI has none unless it installs it). */
export function sofficeOnPath(): string | null {
  for (const folder of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(folder, 'soffice');
    if (folder && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Whether the LibreOffice tests can run; when not, a message nobody can miss says why they were skipped. */
export function libreOfficeAvailable(suite: string): boolean {
  if (sofficeOnPath()) return true;
  console.warn(
    [
      '',
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
      `!!! SKIPPED: ${suite}`,
      '!!! LibreOffice (soffice) is not on the PATH. Install it (apt-get install',
      '!!! libreoffice-calc) to recalculate the report in a real spreadsheet engine.',
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
      '',
    ].join('\n'),
  );
  return false;
}

/**
 * A LibreOffice profile of its own that recalculates every formula of an .xlsx when it loads it. By default Calc
 * keeps the results a file stores, which would hand back the writer's values instead of its own. The profile also
 * says a later version ran in it before: a profile new to the running version makes soffice draw its graphics
 * self-tests first (GraphicsRenderTests, about 4 s of a core, nothing a conversion uses).
 */
function recalculatingProfile(folder: string): string {
  const user = join(folder, 'user');
  mkdirSync(user, { recursive: true });
  writeFileSync(
    join(user, 'registrymodifications.xcu'),
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema"',
      ' xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
      '<item oor:path="/org.openoffice.Office.Calc/Formula/Load">',
      '<prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>',
      '<item oor:path="/org.openoffice.Setup/Product">',
      '<prop oor:name="ooSetupLastVersion" oor:op="fuse"><value>99.0</value></prop></item>',
      '</oor:items>',
    ].join('\n'),
  );
  return pathToFileURL(folder).href;
}

/**
 * Opens each workbook in LibreOffice Calc (headless), recalculates it and saves it as .xlsx into `outDir` under the
 * same name: the values a real spreadsheet engine computes, ready to read back.
 */
export function recalculateInLibreOffice(files: readonly string[], outDir: string, workDir: string): void {
  const soffice = sofficeOnPath();
  if (!soffice) throw new Error('LibreOffice (soffice) is not on the PATH.');
  const profile = recalculatingProfile(join(workDir, 'profile'));
  const run = spawnSync(
    soffice,
    [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', 'xlsx', '--outdir', outDir, ...files],
    { encoding: 'utf8', timeout: 300_000 },
  );
  const missing = files.filter((file) => !existsSync(join(outDir, file.split('/').pop() ?? '')));
  if (run.status !== 0 || missing.length > 0)
    throw new Error(
      `LibreOffice did not convert ${missing.join(', ') || 'the workbooks'} (exit ${run.status}): ${run.stderr}${run.stdout}`,
    );
}
