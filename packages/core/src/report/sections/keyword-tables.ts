import { empty, joined, param, svCall } from '../formula';
import { FORMATS, type TableSpec } from '../layout';
import type { ReportDevice } from '../types';

const rankHeader = (device: ReportDevice) => `ranking_data.${device}.rank`;
const trendHeader = (device: ReportDevice) => `ranking_data.${device}.trend`;
/** The visits a month the rank change is estimated to bring or cost, as the service computes it. */
const impactHeader = (device: ReportDevice) => `ranking_data.${device}.trend_impact`;

/**
 * Every keyword with its rank on the last day, its change over the period (rank at start minus rank now: positive
 * is a gain) and the visits a month that change is estimated to bring, for the report's device. Unbounded: it has one row per tracked keyword. A compared report asks for the
 * rank alone: the comparison adds the earlier period's rank and the change against it (`.previous`, `.change`).
 */
export function keywordsNow(device: ReportDevice, compared = false): TableSpec {
  if (compared)
    return {
      id: 'keywords_now',
      label: 'Keywords: rank on the last day, then and now',
      call: svCall('KEYWORDS', [
        param('campaign'),
        param('start'),
        param('end'),
        empty,
        joined('columns=keyword_id,keyword,ranking_data.', { param: 'device' }, '.rank'),
      ]),
      headers: ['keyword_id', 'keyword', rankHeader(device)],
      maxRows: null,
      formats: { [rankHeader(device)]: FORMATS.rank },
    };
  return {
    id: 'keywords_now',
    label: 'Keywords: rank on the last day and change over the period',
    call: svCall('KEYWORDS', [
      param('campaign'),
      param('start'),
      param('end'),
      empty,
      joined(
        'columns=keyword_id,keyword,ranking_data.',
        { param: 'device' },
        '.rank,ranking_data.',
        { param: 'device' },
        '.trend,ranking_data.',
        { param: 'device' },
        '.trend_impact',
      ),
    ]),
    headers: ['keyword_id', 'keyword', rankHeader(device), trendHeader(device), impactHeader(device)],
    maxRows: null,
    formats: { [rankHeader(device)]: FORMATS.rank, [trendHeader(device)]: FORMATS.change },
  };
}

/** Every keyword with its rank on the first day of the period (a period of one day). */
export function keywordsAtStart(device: ReportDevice): TableSpec {
  return {
    id: 'keywords_start',
    label: 'Keywords: rank on the first day',
    call: svCall('KEYWORDS', [
      param('campaign'),
      param('start'),
      param('start'),
      empty,
      joined('columns=keyword_id,ranking_data.', { param: 'device' }, '.rank'),
    ]),
    headers: ['keyword_id', rankHeader(device)],
    maxRows: null,
    formats: { [rankHeader(device)]: FORMATS.rank },
  };
}

export { impactHeader, rankHeader, trendHeader };
