import { FUNCTIONS } from '@sv/core';
import { ENTRY_POINTS } from '../entry-points';
import { renderCustomFunctions, renderEntryPoints } from './render-globals';

/** Run by build.mjs in Node: the generated files of dist/, by name. */
export function generatedFiles(): Record<string, string> {
  return {
    'functions.js': renderCustomFunctions(FUNCTIONS),
    'entry-points.js': renderEntryPoints(Object.keys(ENTRY_POINTS)),
  };
}
