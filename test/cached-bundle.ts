/**
 * esbuild bundles that test files make of test-only TypeScript (a worker thread's source, a page script), kept on disk
 * between the files of a run and between runs. jest gives every test file a module registry of its own, so a bundle
 * memoised in a module was made again by each file: about 0.15 s of a core and 0.3 s of waiting, in some forty files.
 * A kept bundle is used only while every file that went into it reads as it did when it was made.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BuildOptions, buildSync, version } from 'esbuild';

const FOLDER = join(tmpdir(), 'sv-test-bundles');

/** What a kept bundle was made of: each input file and the hash of its text then. */
interface Recipe {
  inputs: Record<string, string>;
}

function hashOf(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex');
}

function unchanged(recipe: Recipe): boolean {
  return Object.entries(recipe.inputs).every(([file, hash]) => existsSync(file) && hashOf(readFileSync(file)) === hash);
}

function readRecipe(file: string): Recipe | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Recipe;
  } catch {
    return null;
  }
}

/**
 * The path of `entry` bundled with `options` (no outfile: it is chosen here), `extension` naming the kind of file
 * ('.cjs' for a worker). Made again when any file it was made of has changed since.
 */
export function cachedBundle(entry: string, options: BuildOptions, extension: string): string {
  const key = hashOf(JSON.stringify({ entry, options, esbuild: version }));
  const bundle = join(FOLDER, `${key}${extension}`);
  const recipeFile = join(FOLDER, `${key}.json`);
  const recipe = readRecipe(recipeFile);
  if (recipe && existsSync(bundle) && unchanged(recipe)) return bundle;

  mkdirSync(FOLDER, { recursive: true });
  // Files of this process's own name, renamed into place: another jest worker may be making the same bundle.
  const partial = `${bundle}.${process.pid}`;
  const workingDir = process.cwd();
  const result = buildSync({
    ...options,
    entryPoints: [entry],
    outfile: partial,
    bundle: true,
    metafile: true,
    absWorkingDir: workingDir,
    logLevel: 'error',
  });
  const inputs: Record<string, string> = {};
  for (const input of Object.keys(result.metafile?.inputs ?? {})) {
    const file = resolve(workingDir, input);
    // An input that is not a file (none is expected) can never read the same again: the bundle is not reused.
    inputs[file] = existsSync(file) ? hashOf(readFileSync(file)) : '';
  }
  renameSync(partial, bundle);
  writeFileSync(`${recipeFile}.${process.pid}`, JSON.stringify({ inputs } satisfies Recipe));
  renameSync(`${recipeFile}.${process.pid}`, recipeFile);
  return bundle;
}
