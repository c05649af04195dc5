import { flatten, type Layout } from '../../src/flatten';
import { aioKeywordsLayout } from '../../src/registry/areas/ai-overview';
import { aisStatsLayout } from '../../src/registry/areas/ai-search';
import { shareOfVoiceLayout } from '../../src/registry/areas/competition';
import { forecastObjectiveLayout } from '../../src/registry/areas/forecast';
import { groupDataLayout, groupsLayout } from '../../src/registry/areas/groups';
import { parseRecord } from '../../src/schemas';

/** Layouts whose schema derives a list or moves fields, with a raw record each. */
const CASES: [Layout, Record<string, unknown>][] = [
  [
    groupsLayout,
    { group_id: '1', name: 'A', type: 'folder', subgroups: { x: { group_id: 2, name: 'B', type: 'group' } } },
  ],
  [
    groupDataLayout,
    {
      group_id: 1,
      percentage_clicks: '0.4',
      serp_data: { desktop: [{ feature: 'fsn', presence_count: '3', listed_count: 1 }] },
    },
  ],
  [
    shareOfVoiceLayout,
    {
      total_keywords: 3,
      organic_share_of_voice: { domains: [{ domain: 'a.com', share_of_voice: '0.5', is_campaign_website: 1 }] },
      ai_search_share_of_voice: { domains: [{ domain: 'b.com', share_of_voice: 0.1 }], total_impression_score: 5 },
    },
  ],
  [
    aioKeywordsLayout,
    { keyword_id: 1, sge_widget_data: { desktop: { '2026-10-02': { rank: 3 }, '2026-10-01': { rank: '2' } } } },
  ],
  [
    aisStatsLayout,
    { engines: [{ engine: 'openai', enabled: 'true' }], stats: { gemini: { presence_rate: 0.2, x: 1 } } },
  ],
  [
    forecastObjectiveLayout,
    { objective_data: { completion_status: { _30days: { actual_sessions: 5 } } }, monthly_forecast: [] },
  ],
];

describe('schemas that reshape records', () => {
  it.each(CASES.map(([layout, raw]) => [layout.what, layout, raw] as const))(
    '%s: normalising a normalised record changes nothing',
    (_name, layout, raw) => {
      const once = parseRecord(layout.schema, raw, layout.what);
      expect(parseRecord(layout.schema, once, layout.what)).toEqual(once);
      expect(flatten([once], layout)).toEqual(flatten([raw], layout));
    },
  );

  it('never change the record they were given', () => {
    for (const [layout, raw] of CASES) {
      const copy = structuredClone(raw);
      parseRecord(layout.schema, raw, layout.what);
      expect(raw).toEqual(copy);
    }
  });

  it('read a tree sent as an object keyed by id, and a stats-only engine', () => {
    expect(flatten([CASES[0]?.[1]], groupsLayout).rows).toEqual([
      [1, 'A', 'folder', '', 1, 'A'],
      [2, 'B', 'group', 1, 2, 'A > B'],
    ]);
    expect(flatten([CASES[4]?.[1]], aisStatsLayout).rows).toEqual([
      ['openai', true, '', '', '', '', ''],
      ['gemini', '', '', '', '', 0.2, 'x=1'],
    ]);
  });
});
