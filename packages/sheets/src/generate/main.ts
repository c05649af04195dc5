import { FUNCTIONS } from '@sv/core';
import { ENTRY_POINTS } from '../entry-points';
import { cachedAnswerOptionsAt } from './cached-answers';
import { composeDialogPages, type DialogSources } from './dialog-pages';
import { renderCustomFunctions, renderEntryPoints } from './render-globals';

/** Run by build.mjs in Node: the generated files of dist/, by name. */
export function generatedFiles(): Record<string, string> {
  return {
    'functions.js': renderCustomFunctions(FUNCTIONS),
    'entry-points.js': renderEntryPoints(Object.keys(ENTRY_POINTS)),
  };
}

/** Run by build.mjs in Node: what the library a cell runs learns from the registry at build time. */
export function libraryConstants(): Record<string, unknown> {
  return { CACHED_ANSWER_OPTIONS_AT: cachedAnswerOptionsAt(FUNCTIONS) };
}

/** Run by build.mjs in Node with the files of menu/dialogs: the dialogs and the sidebar of dist/, by file name. */
export function dialogPages(sources: DialogSources): Record<string, string> {
  return composeDialogPages(sources);
}
