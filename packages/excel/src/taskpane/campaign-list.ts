import type { CampaignChoice } from '@sv/core';
import type { ExcelRuntime } from '../runtime/runtime';

/**
 * The campaigns the token sees, read once through CAMPAIGNS (the runtime's cache, so a CAMPAIGNS cell and the pane
 * share the answer) and shared by every picker of the pane. A failed read is forgotten, so the next picker that asks
 * (after the token is saved, say) tries again.
 */
const lists = new WeakMap<ExcelRuntime, Promise<CampaignChoice[]>>();

export function campaignList(runtime: ExcelRuntime): Promise<CampaignChoice[]> {
  const known = lists.get(runtime);
  if (known) return known;
  const reading = runtime.keywordImport.campaigns();
  lists.set(runtime, reading);
  reading.catch(() => {
    if (lists.get(runtime) === reading) lists.delete(runtime);
  });
  return reading;
}

/** The event pickers hear when the Connection section saved other settings. */
export const SETTINGS_SAVED = 'sv-settings-saved';

/**
 * Forgets the list and tells every picker that has read it (or failed to) to read it again: another token may see
 * other campaigns, and a picker that fell back to a typed id for want of a token can now offer names.
 */
export function settingsSaved(runtime: ExcelRuntime): void {
  lists.delete(runtime);
  document.dispatchEvent(new Event(SETTINGS_SAVED));
}
