import { callFunction } from '../cells/call-function';
import { messageOf } from '../host/error-message';

/** Reading the campaign's keywords should take seconds (and comes from the cache after the first read). */
const READ_BUDGET_MS = 60_000;

/** A checked list split by what the campaign already tracks, or why that could not be read. */
export type TrackedSplit =
  | {
      /** Keywords the campaign does not track yet: these are charged. */
      fresh: string[];
      /** Keywords the campaign already tracks: the service skips them, free. */
      tracked: string[];
    }
  | { problem: string };

/**
 * Which keywords of a list the campaign already tracks, from SV_IMPORT_KEYWORDS itself (the very function a cell
 * runs, so the dialog and a cell never disagree). It reads the campaign's keywords and never adds any: nothing charged
 * leaves from here. A failed read is said, not thrown: the import can still go ahead, charged for the new ones.
 */
export function trackedSplit(campaignId: number, keywords: unknown): TrackedSplit {
  try {
    const [header = [], ...rows] = callFunction('IMPORT_KEYWORDS', [campaignId, keywords], {
      timeBudgetMs: READ_BUDGET_MS,
      budgetAdvice: 'Check the list again in a minute.',
      // The user's own check, perhaps with their personal token: nothing of it goes where other editors read.
      shareNotes: false,
    });
    const keywordColumn = header.indexOf('keyword');
    const trackedColumn = header.indexOf('already_tracked');
    if (keywordColumn < 0 || trackedColumn < 0) return { problem: 'SV_IMPORT_KEYWORDS answered without its columns.' };
    const split = { fresh: [] as string[], tracked: [] as string[] };
    for (const row of rows)
      (row[trackedColumn] === true ? split.tracked : split.fresh).push(String(row[keywordColumn]));
    return split;
  } catch (error) {
    return { problem: messageOf(error) };
  }
}

/** Whether a split shows that the campaign already tracks every keyword, so an import would add nothing. */
export function nothingNew(split: TrackedSplit): boolean {
  return 'fresh' in split && split.fresh.length === 0 && split.tracked.length > 0;
}
