import type { FunctionDef } from '@sv/core';
import { parseTree } from 'custom-functions-metadata';
import type { FunctionsMetadata } from './excel-metadata';
import { metadataSource } from './metadata-source';

/**
 * Runs Microsoft's generator over a declaration source made from the registry and compares its metadata with ours.
 * The generator reports problems in a list and exits 0, and it silently skips a declaration it cannot read, so
 * every error, every missing function and every difference is returned here for the build to fail on.
 */
export function verifyMetadata(functions: readonly FunctionDef[], ours: FunctionsMetadata): string[] {
  const parsed = parseTree(metadataSource(functions), 'functions.ts');
  const problems: string[] = [];
  for (const extra of parsed.extras) {
    for (const error of extra.errors) problems.push(`${extra.javascriptFunctionName}: ${error}`);
  }
  const theirs = new Map(parsed.functions.map((metadata) => [metadata.id, metadata]));
  for (const mine of ours.functions) {
    const generated = theirs.get(mine.id);
    if (!generated) {
      problems.push(`${mine.id}: custom-functions-metadata produced no metadata for it`);
      continue;
    }
    const expected = canonical(mine);
    const actual = canonical(generated);
    if (expected !== actual) {
      problems.push(`${mine.id}: metadata differs from the generator's\n  ours:   ${expected}\n  theirs: ${actual}`);
    }
  }
  if (parsed.functions.length !== ours.functions.length) {
    problems.push(
      `the generator found ${parsed.functions.length} functions, the registry has ${ours.functions.length}`,
    );
  }
  return problems;
}

/** Key order differs between the two producers; compare sorted JSON. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}
