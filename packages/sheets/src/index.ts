/**
 * The Apps Script library every execution compiles, exposed as the global `SVLib`: the generated `SV_` declarations
 * of dist/ call `customFunction`, the generated entry points call `entryPoints()`. Apps Script compiles every script
 * file on every execution, a custom function's too, so this bundle holds only what a cell answered from the cache
 * runs (cells/cached-answer.ts). The rest (held-library.ts: the rest of a cell's call, the menu, dialogs, sidebar,
 * reports and triggers) is bundled apart and held as text until an execution first needs it (held-code.ts). Nothing
 * here runs at load time.
 */
import type { GridCell } from '@sv/core';
import { cachedAnswer } from './cells/cached-answer';
import type { ENTRY_POINTS } from './entry-points';
import { compileHeld } from './held-code';

// dist/sv-lib-held.js (packages/sheets/build.mjs) declares svHeldLibrary_, held-library.ts's bundle in its body comment.

interface HeldLibrary {
  customFunction(name: string, args: readonly unknown[]): GridCell[][];
  ENTRY_POINTS: typeof ENTRY_POINTS;
}

let held: HeldLibrary | undefined;

/** Compiled on the first need of an execution and kept for the rest of it. */
function heldLibrary(): HeldLibrary {
  // Read from the global object: a project pasted without its last part has no holder, and says so rather than
  // failing with a ReferenceError.
  held ??= compileHeld<HeldLibrary>((globalThis as { svHeldLibrary_?: () => void }).svHeldLibrary_, 'SVHeld');
  return held;
}

/** What every generated `SV_<NAME>(...)` declaration calls with its arguments exactly as Sheets passed them. */
export function customFunction(name: string, args: readonly unknown[]): GridCell[][] {
  return cachedAnswer(name, args) ?? heldLibrary().customFunction(name, args);
}

/** The menu, dialog and trigger functions. */
export function entryPoints(): typeof ENTRY_POINTS {
  return heldLibrary().ENTRY_POINTS;
}
