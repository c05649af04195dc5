import type { FunctionDef } from '@sv/core';

/**
 * For src/cells/cached-answer.ts: each function a cell may answer from the cache alone, with the position of its
 * options argument (the last one), which must be blank for that. Functions always asked afresh are left out.
 */
export function cachedAnswerOptionsAt(functions: readonly FunctionDef[]): Record<string, number> {
  const table: Record<string, number> = {};
  for (const fn of functions) {
    const at = fn.params.findIndex((param) => param.type === 'options');
    if (!fn.fresh && at === fn.params.length - 1) table[fn.name] = at;
  }
  return table;
}
