/**
 * Keyword record of the keyword data operation (interface 3.0), with the extras real rows carry (`ai_search`,
 * `ai_overview`). Variants folded into the documented names:
 * - `percentage_clicks` at the top level → `serp_data.percentage_clicks`;
 * - `difficulty_top_10` (in `opportunity` or at the top level) → `opportunity.difficulty`;
 * - label `in_season` → `in_full_season`; SERP feature codes upper-cased; numbers sent as text become numbers,
 *   while markers such as `"N/A"` stay text.
 */
import * as z from 'zod/mini';
import {
  commaListField,
  dateField,
  featureCodeField,
  flagField,
  idField,
  monthlySearchesField,
  numberField,
  objectList,
  section,
  textField,
} from './fields';
import { foldAliases } from './reshape';

const LABEL_ALIASES: Readonly<Record<string, string>> = { in_season: 'in_full_season' };

const renameLabel = (label: string): string => LABEL_ALIASES[label.toLowerCase()] ?? label;

const serpFeatureList = () =>
  objectList(
    { feature: featureCodeField(), position: numberField(), listed: flagField() },
    { bareItem: (code) => ({ feature: code }) },
  );

const deviceRanking = () =>
  section({
    rank: numberField(),
    trend: numberField(),
    trend_impact: numberField(),
    best_rank: section({ rank: numberField(), date: dateField() }),
  });

const landingPages = () => section({ current: textField(), desired: textField() });

const aiOverviewDevice = () =>
  section({
    rank: numberField(),
    previous_rank: numberField(),
    trend: numberField(),
    my_brand_present: flagField(),
    any_brand_present: flagField(),
    processing: flagField(),
  });

export const keywordShape = {
  keyword_id: idField(),
  keyword: textField(),
  main_keyword_id: idField(),
  search_intent: textField(),
  labels: commaListField(', ', renameLabel),
  groups: commaListField(','),
  serp_data: section({
    percentage_clicks: numberField(),
    desktop: serpFeatureList(),
    mobile: serpFeatureList(),
  }),
  search_data: section({
    search_volume: numberField(),
    year_over_year: numberField(),
    monthly_searches: monthlySearchesField(),
  }),
  ranking_data: section({ desktop: deviceRanking(), mobile: deviceRanking() }),
  landing_pages: section({ desktop: landingPages(), mobile: landingPages() }),
  traffic_data: section({
    sessions: numberField(),
    ecommerce: section({ transactions: numberField(), revenue: numberField() }),
    goals: section({ completions: numberField(), revenue: numberField() }),
  }),
  opportunity: section({
    score: numberField(),
    additional_monthly_sessions: numberField(),
    avg_cpc: numberField(),
    difficulty: textField(),
  }),
  ai_overview: section({ desktop: aiOverviewDevice(), mobile: aiOverviewDevice() }),
  ai_search: section({
    rank: numberField(),
    trend: numberField(),
    my_brand_presence: flagField(),
    any_brand_presence: flagField(),
    sentiment_of_my_brand: textField(),
  }),
};

const KEYWORD_ALIASES = [
  ['percentage_clicks', 'serp_data.percentage_clicks'],
  ['opportunity.difficulty_top_10', 'opportunity.difficulty'],
  ['difficulty_top_10', 'opportunity.difficulty'],
] as const;

export const keywordSchema = z.pipe(
  z.transform((record) => foldAliases(record, KEYWORD_ALIASES)),
  z.looseObject(keywordShape),
);

export type KeywordRecord = z.output<typeof keywordSchema>;
