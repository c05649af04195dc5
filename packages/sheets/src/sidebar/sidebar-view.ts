import {
  type CampaignChoice,
  COMPARE_CHOICES,
  campaignChoices,
  columnLabel,
  FUNCTIONS,
  type FunctionDef,
  type ParamDef,
  runSync,
} from '@sv/core';
import { toSheetError } from '../cells/sheet-error';
import { createAppsScriptHost } from '../host/apps-script-host';
import { requireTokenInSheets } from '../host/no-token';
import { countingRequests } from '../host/request-tally';
import { cacheGeneration, readSettings } from '../host/settings-store';
import { spreadsheetToday } from '../refresh/watched-refresh';
import { previewRefusal } from './formula-preview';

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
  /** The fixed columns, as `columns=` names them and `headers=labels` shows them; empty where they follow the answer. */
  columns: { header: string; label: string }[];
  /** Whether it reads a period, so the builder offers "Compare with". */
  compares: boolean;
}

/**
 * The help under a field: the parameter's own line (an enum's values are the field's choices). Options name their
 * keys; the cell's help (the generated JSDoc) also lists every column, hundreds of words too long for 300 px.
 */
function fieldHelp(definition: FunctionDef, param: ParamDef): string {
  if (param.type !== 'options' || !definition.options) return param.help;
  return `${param.help} Keys: ${Object.keys(definition.options).join(', ')}.`;
}

/**
 * The function builder's catalogue: every registry function, in registry order (the sidebar groups them by service
 * area itself: presentation, kept out of the library every cell loads). Sends nothing.
 */
export function sidebarCatalogue(): { functions: SidebarFunction[]; compareChoices: typeof COMPARE_CHOICES } {
  return {
    compareChoices: COMPARE_CHOICES,
    functions: FUNCTIONS.map((definition) => ({
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
      columns: (definition.columns ?? []).map(({ header }) => ({
        header,
        label: columnLabel(definition.name, header),
      })),
      compares: definition.options !== undefined && 'compare' in definition.options,
    })),
  };
}

/** The campaigns by name, as Add keywords… lists them (read through SV_CAMPAIGNS and its cache). */
export function sidebarCampaigns(): CampaignChoice[] {
  try {
    requireTokenInSheets();
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
