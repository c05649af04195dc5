import * as aiOverview from './areas/ai-overview';
import * as aiSearch from './areas/ai-search';
import * as aiWriter from './areas/ai-writer';
import * as campaigns from './areas/campaigns';
import * as competition from './areas/competition';
import * as domainOverview from './areas/domain-overview';
import * as forecast from './areas/forecast';
import * as generic from './areas/generic';
import * as groups from './areas/groups';
import * as imports from './areas/imports';
import * as keywords from './areas/keywords';
import * as research from './areas/research';
import * as serp from './areas/serp';
import * as traffic from './areas/traffic';
import * as v1Compare from './areas/v1-compare';
import * as v1Forecast from './areas/v1-forecast';
import * as v1Groups from './areas/v1-groups';
import * as v1Keywords from './areas/v1-keywords';
import * as v1Ranks from './areas/v1-ranks';
import * as v1Sites from './areas/v1-sites';
import * as v1Traffic from './areas/v1-traffic';
import * as vault from './areas/vault';
import { FUNCTIONS } from './index';
import type { FunctionDef } from './types';

/**
 * Each area file's name in words. Which functions an area holds is read from the file itself (a function is the
 * export named like it), so no function is listed here: a function added to an area file shows in its area.
 */
const AREA_FILES: readonly (readonly [title: string, exports: Readonly<Record<string, unknown>>])[] = [
  ['Campaigns', campaigns],
  ['Keywords and ranks', keywords],
  ['Keywords and ranks', v1Keywords],
  ['Keywords and ranks', v1Ranks],
  ['Groups', groups],
  ['Groups', v1Groups],
  ['SERP', serp],
  ['Competition and share', competition],
  ['Domain overview', domainOverview],
  ['AI Overview', aiOverview],
  ['AI search', aiSearch],
  ['AI writer', aiWriter],
  ['Research', research],
  ['Keyword vault', vault],
  ['Forecasts', forecast],
  ['Forecasts', v1Forecast],
  ['Traffic', traffic],
  ['Traffic and content', v1Traffic],
  ['Imports', imports],
  ['Sites', v1Sites],
  ['Compare', v1Compare],
  ['Any path', generic],
];

export interface FunctionArea {
  api: FunctionDef['api'];
  /** The service area in words: "Keywords and ranks". */
  area: string;
  functions: FunctionDef[];
}

/** Where a function is declared in no area file the list below knows: still shown, never lost. */
export const OTHER_AREA = 'Other';

function areaOf(def: FunctionDef): string {
  const file = AREA_FILES.find(([, exports]) => typeof exports[def.name] === 'function');
  return file ? file[0] : OTHER_AREA;
}

/**
 * The functions by interface (3.0, then 1.2) and service area. Areas come in the order of their first function in
 * the registry (index.ts: the documented operations lead), and each area's functions in registry order.
 */
export function functionAreas(functions: readonly FunctionDef[] = FUNCTIONS): FunctionArea[] {
  const areas: FunctionArea[] = [];
  for (const api of ['3.0', '1.2'] as const) {
    for (const def of functions.filter((each) => each.api === api)) {
      const area = areaOf(def);
      const known = areas.find((each) => each.api === api && each.area === area);
      if (known) known.functions.push(def);
      else areas.push({ api, area, functions: [def] });
    }
  }
  return areas;
}

/** An area as both hosts' function pickers head it: "Keywords and ranks (3.0)", "Keywords and ranks (1.2)". */
export function areaTitle(area: FunctionArea): string {
  return `${area.area} (${area.api})`;
}
