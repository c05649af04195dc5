import type { Program } from '../engine/effects';
import { type InvokeOptions, invoke } from '../registry/invoke';

export interface CampaignChoice {
  id: number;
  name: string;
}

/**
 * The campaigns the token can see, by id and name, for the Add keywords form: the user picks a name, not a number.
 * Read through CAMPAIGNS, so it shares that function's cache and paging.
 */
export function* campaignChoices(options: InvokeOptions): Program<CampaignChoice[]> {
  const { table } = yield* invoke('CAMPAIGNS', [], options);
  const idColumn = table.columns.findIndex((column) => column.header === 'campaign_info.id');
  const nameColumn = table.columns.findIndex((column) => column.header === 'campaign_info.name');
  const choices: CampaignChoice[] = [];
  for (const row of table.rows) {
    const id = Number(row[idColumn]);
    if (!Number.isInteger(id) || id <= 0) continue;
    const name = String(row[nameColumn] ?? '').trim();
    choices.push({ id, name: name || `Campaign ${id}` });
  }
  return choices;
}
