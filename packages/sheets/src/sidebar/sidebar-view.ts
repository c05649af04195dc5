import {
  argumentSummary,
  type CampaignChoice,
  campaignChoices,
  type FunctionDef,
  type ParamDef,
  runSync,
} from '@sv/core';
import { toSheetError } from '../cells/sheet-error';
import { createAppsScriptHost } from '../host/apps-script-host';
import { countingRequests } from '../host/request-tally';
import { cacheGeneration, readSettings } from '../host/settings-store';
import { spreadsheetToday } from '../refresh/watched-refresh';
import { previewRefusal } from './formula-preview';
import { functionsByArea } from './function-areas';

/** Reading the campaign list should take seconds; a dialog call may take minutes. */
const CAMPAIGNS_BUDGET_MS = 60_000;

export interface SidebarParam {
  name: string;
  type: string;
  optional: boolean;
  /** What to type, as the function's help says it. */
  help: string;
  values?: readonly string[];
}

export interface SidebarFunction {
  name: string;
  help: string;
  params: SidebarParam[];
  /** Why the sidebar does not preview it, when it does not. */
  noPreview: string | null;
}

/**
 * The help under a field. The options' full summary lists every column with its label (hundreds of words for
 * SV_KEYWORDS), too long under a field 300 px wide: the field names the keys, and the cell's own help has the rest.
 */
function fieldHelp(definition: FunctionDef, param: ParamDef): string {
  if (param.type !== 'options' || !definition.options) return argumentSummary(definition, param);
  return `${param.help} Keys: ${Object.keys(definition.options).join(', ')}.`;
}

/** The function builder's catalogue: every registry function by area. Sends nothing. */
export function sidebarCatalogue(): { areas: { area: string; functions: SidebarFunction[] }[] } {
  return {
    areas: functionsByArea().map(({ area, functions }) => ({
      area,
      functions: functions.map((definition) => ({
        name: definition.name,
        help: definition.help,
        params: definition.params.map((param) => {
          const shown: SidebarParam = {
            name: param.name,
            type: param.type,
            optional: param.optional,
            help: fieldHelp(definition, param),
          };
          if (param.values) shown.values = param.values;
          return shown;
        }),
        noPreview: previewRefusal(definition),
      })),
    })),
  };
}

/** The campaigns by name, as Add keywords… lists them (read through SV_CAMPAIGNS and its cache). */
export function sidebarCampaigns(): CampaignChoice[] {
  try {
    return countingRequests(spreadsheetToday, () =>
      runSync(
        campaignChoices({
          settings: readSettings(),
          timeBudgetMs: CAMPAIGNS_BUDGET_MS,
          cacheNamespace: cacheGeneration(),
        }),
        createAppsScriptHost(),
      ),
    ).value;
  } catch (error) {
    throw toSheetError(error);
  }
}
