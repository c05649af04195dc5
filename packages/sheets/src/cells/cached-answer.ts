import { acceptedSettings, decodeCachedTable, type GridCell, ownEntry, tableKeyWith } from '@sv/core';
import { documentCache } from '../host/apps-script-host';
import { recentPullNotes } from '../host/pull-notes';
import { cacheGeneration, readSettings } from '../host/settings-store';
import { sha256Hex } from '../host/sha256-hex';
import { sheetGrid } from './sheet-grid';
import { spreadsheetCoerce, spreadsheetTimeZone } from './spreadsheet-time';

/**
 * Each function a cell may answer from the cache alone, with the position of its options argument; written by
 * packages/sheets/build.mjs from the registry (src/generate/cached-answers.ts). A function always asked afresh is
 * not listed.
 */
declare const CACHED_ANSWER_OPTIONS_AT: Readonly<Record<string, number>>;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The grid of a cell whose finished table is in the document cache, found without the registry, the engine or the
 * flatteners: most recalculations are such repeats, and Apps Script compiles whatever a call's library holds before
 * the call starts. It reads the table exactly as the whole call would (core `invoke`: the same key from the cell's
 * raw arguments, today, the settings and the cache generation, hashed by Apps Script) and shows it as the whole call
 * would (`callFunction`).
 * Only the plain call is answered here: with an options argument (headers, labels, columns, a comparison), with notes
 * to keep for the sidebar, or on any doubt, it answers undefined and the whole library answers the cell.
 */
export function cachedAnswer(name: string, args: readonly unknown[]): GridCell[][] | undefined {
  const optionsAt = ownEntry(CACHED_ANSWER_OPTIONS_AT, name);
  if (optionsAt === undefined || !isBlank(args[optionsAt])) return undefined;
  try {
    const settings = acceptedSettings(readSettings());
    if (!settings) return undefined;
    const timeZone = spreadsheetTimeZone();
    const { today, formatDate } = spreadsheetCoerce(timeZone);
    const key = tableKeyWith(
      { name, rawArgs: args, today: today(), formatDate, settings, namespace: cacheGeneration() },
      sha256Hex,
    );
    const [text] = documentCache()?.getAll([key]) ?? [];
    const cached = typeof text === 'string' ? decodeCachedTable(text) : null;
    // Notes kept with the table, or any call listed with notes, need the whole call to keep the sidebar's list.
    if (cached?.kind !== 'table' || cached.notes.length > 0 || recentPullNotes().length > 0) return undefined;
    return sheetGrid(cached.table, true, timeZone);
  } catch {
    // A damaged entry, a service failing: the whole call says what is wrong.
    return undefined;
  }
}
