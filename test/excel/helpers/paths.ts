import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const REPO_ROOT = join(__dirname, '..', '..', '..');
export const EXCEL_DIST = join(REPO_ROOT, 'packages', 'excel', 'dist');

/** The built add-in; `npm test` builds first (pretest), a single jest run needs `npm run build -w @sv/excel`. */
export function builtFile(name: string): string {
  const path = join(EXCEL_DIST, name);
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run build -w @sv/excel\` first.`);
  return path;
}
