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

/** Forgets the list, so the next picker reads it again (the token or addresses changed). */
export function forgetCampaignList(runtime: ExcelRuntime): void {
  lists.delete(runtime);
}
