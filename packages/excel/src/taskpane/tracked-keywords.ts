import type { ExcelRuntime } from '../runtime/runtime';

/** What Excel passes last; the preview's call only skips it, as the workbench's do. */
const CHECK_INVOCATION = Object.freeze({ functionName: 'import-check' });

export interface TrackedSplit {
  /** Keywords the campaign does not track yet: these are charged. */
  fresh: string[];
  /** Keywords the campaign already tracks: the service skips them, free. */
  tracked: string[];
}

/**
 * Which keywords of a list the campaign already tracks, from the preview formula SV.IMPORT_KEYWORDS itself (the
 * very function a cell runs, so the pane and a cell never disagree). It reads the campaign's keywords, never adds
 * any: nothing charged leaves from here.
 */
export async function trackedSplit(runtime: ExcelRuntime, campaignId: string, keywords: string): Promise<TrackedSplit> {
  const grid = await runtime.customFunction('IMPORT_KEYWORDS', 'pane')(
    Number(campaignId),
    [[keywords]],
    null,
    CHECK_INVOCATION,
  );
  const [header = [], ...rows] = grid;
  const keywordColumn = header.indexOf('keyword');
  const trackedColumn = header.indexOf('already_tracked');
  if (keywordColumn < 0 || trackedColumn < 0) throw new Error('SV.IMPORT_KEYWORDS answered without its columns.');
  const split: TrackedSplit = { fresh: [], tracked: [] };
  for (const row of rows) {
    const keyword = String(row[keywordColumn] ?? '');
    (row[trackedColumn] === true ? split.tracked : split.fresh).push(keyword);
  }
  return split;
}
