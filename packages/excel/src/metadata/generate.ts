/**
 * Build step run by build.mjs: everything in dist/ that is generated rather than bundled — functions.json (checked
 * by Microsoft's generator), the icons and the manifest for the chosen host.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FUNCTIONS } from '@sv/core';
import { functionsMetadata } from './excel-metadata';
import { drawIcon } from './icon';
import { addinBaseUrl, manifestFor } from './manifest';
import { encodePng } from './png';
import { verifyMetadata } from './verify-metadata';

const ICON_SIZES = [16, 32, 64, 80];

function generate(packageDir: string, repoRoot: string): void {
  const dist = join(packageDir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });

  const metadata = functionsMetadata(FUNCTIONS);
  const problems = verifyMetadata(FUNCTIONS, metadata);
  if (problems.length > 0) {
    throw new Error(`functions.json failed the custom-functions-metadata check:\n${problems.join('\n')}`);
  }
  writeFileSync(join(dist, 'functions.json'), `${JSON.stringify(metadata, null, 2)}\n`);

  for (const size of ICON_SIZES) writeFileSync(join(dist, 'assets', `icon-${size}.png`), encodePng(drawIcon(size)));

  const devManifest = readFileSync(join(repoRoot, 'manifest.xml'), 'utf8');
  const baseUrl = addinBaseUrl(process.env.SV_ADDIN_URL);
  writeFileSync(join(dist, 'manifest.xml'), manifestFor(devManifest, baseUrl));

  console.log(
    `excel: functions.json with ${metadata.functions.length} functions (verified), ${ICON_SIZES.length} icons, ` +
      `manifest.xml for ${baseUrl}`,
  );
}

const [packageDir, repoRoot] = process.argv.slice(2);
if (!packageDir || !repoRoot) throw new Error('usage: generate.js <packages/excel> <repository root>');
try {
  generate(packageDir, repoRoot);
} catch (error) {
  // The message says what to fix; a stack trace of the build script would only bury it.
  console.error(`excel: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
