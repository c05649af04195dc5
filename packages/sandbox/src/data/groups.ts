import type { ImportJob } from '../state/imports';
import type { CampaignDef } from './catalogue';
import type { Keyword } from './keywords';
import { unit } from './random';
import { rankOf } from './ranks';
import { THEMES } from './vocabulary';

/**
 * Keyword groups of a campaign. Ids are `campaign id * 1000 + n`: n = 1 the Brand folder, 2 its "Brand terms" group,
 * 10 the Products folder, 11.. one group per product group of the theme, 50 the smart group "Top 10 keywords",
 * 60.. groups created by imports. Special ids: 0 all keywords, -1 the Brand folder, -2 ungrouped, -3 the forecast
 * objective's keywords.
 */

export type GroupType = 'folder' | 'group' | 'smart group';

export interface GroupNode {
  id: number;
  name: string;
  type: GroupType;
  children: GroupNode[];
}

export const ALL_KEYWORDS = 0;
export const BRAND_FOLDER = -1;
export const UNGROUPED = -2;
export const FORECAST_OBJECTIVE = -3;
export const SPECIAL_GROUP_IDS = [ALL_KEYWORDS, BRAND_FOLDER, UNGROUPED, FORECAST_OBJECTIVE] as const;

const BRAND_FOLDER_N = 1;
const BRAND_GROUP_N = 2;
const PRODUCTS_FOLDER_N = 10;
const SMART_GROUP_N = 50;
export const IMPORT_GROUP_N = 60;

export function groupId(campaign: CampaignDef, n: number): number {
  return campaign.id * 1000 + n;
}

export function groupTree(campaign: CampaignDef, imports: readonly ImportJob[]): GroupNode[] {
  const theme = THEMES[campaign.theme];
  const products = theme.productGroups.map((name, i) => ({
    id: groupId(campaign, PRODUCTS_FOLDER_N + 1 + i),
    name,
    type: 'group' as const,
    children: [],
  }));
  const importGroups = new Map<number, GroupNode>();
  for (const job of imports) {
    if (job.createdGroup) importGroups.set(job.createdGroup.id, { ...job.createdGroup, type: 'group', children: [] });
  }
  return [
    {
      id: groupId(campaign, BRAND_FOLDER_N),
      name: 'Brand',
      type: 'folder',
      children: [{ id: groupId(campaign, BRAND_GROUP_N), name: 'Brand terms', type: 'group', children: [] }],
    },
    { id: groupId(campaign, PRODUCTS_FOLDER_N), name: 'Products', type: 'folder', children: products },
    { id: groupId(campaign, SMART_GROUP_N), name: 'Top 10 keywords', type: 'smart group', children: [] },
    ...importGroups.values(),
  ];
}

export function flattenGroups(nodes: readonly GroupNode[]): GroupNode[] {
  return nodes.flatMap((node) => [node, ...flattenGroups(node.children)]);
}

export function isBrand(keyword: Keyword): boolean {
  return keyword.slots ? keyword.slots[0] === 1 : keyword.phrase.includes(keyword.campaign.brand);
}

/** Roughly one generated keyword in twelve sits in no group. */
export function isUngrouped(keyword: Keyword): boolean {
  if (!keyword.slots) return false;
  return !isBrand(keyword) && unit(keyword.seed, keyword.campaign.id, keyword.phrase, 'ungrouped') < 0.08;
}

export function inForecastObjective(keyword: Keyword): boolean {
  return keyword.index % 3 === 0;
}

/** Ids of the plain groups holding the keyword (never folders or smart groups). */
export function plainGroupsOf(keyword: Keyword): number[] {
  if (keyword.importGroupIds) return [...keyword.importGroupIds];
  if (isUngrouped(keyword)) return [];
  const campaign = keyword.campaign;
  if (isBrand(keyword)) return [groupId(campaign, BRAND_GROUP_N)];
  const products = THEMES[campaign.theme].productGroups.length;
  return [groupId(campaign, PRODUCTS_FOLDER_N + 1 + ((keyword.slots?.[1] ?? 0) % products))];
}

/** Every group id holding the keyword: plain groups, their folders, and the smart group when it qualifies. */
export function allGroupsOf(keyword: Keyword, today: number): number[] {
  const plain = plainGroupsOf(keyword);
  const campaign = keyword.campaign;
  const ids = [...plain];
  if (plain.includes(groupId(campaign, BRAND_GROUP_N))) ids.push(groupId(campaign, BRAND_FOLDER_N));
  if (plain.some((id) => id > groupId(campaign, PRODUCTS_FOLDER_N) && id < groupId(campaign, SMART_GROUP_N))) {
    ids.push(groupId(campaign, PRODUCTS_FOLDER_N));
  }
  if (rankOf(keyword, 'desktop', today - 1) <= 10) ids.push(groupId(campaign, SMART_GROUP_N));
  return ids;
}

/** Whether the keyword belongs to a group id (special ids included); unknown ids match nothing. */
export function keywordInGroup(keyword: Keyword, id: number, today: number): boolean {
  if (id === ALL_KEYWORDS) return true;
  if (id === BRAND_FOLDER) return isBrand(keyword);
  if (id === UNGROUPED) return plainGroupsOf(keyword).length === 0;
  if (id === FORECAST_OBJECTIVE) return inForecastObjective(keyword);
  return allGroupsOf(keyword, today).includes(id);
}

export function groupExists(campaign: CampaignDef, imports: readonly ImportJob[], id: number): boolean {
  if ((SPECIAL_GROUP_IDS as readonly number[]).includes(id)) return true;
  return flattenGroups(groupTree(campaign, imports)).some((node) => node.id === id);
}
