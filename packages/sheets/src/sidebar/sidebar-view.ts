import {
  areaTitle,
  type CampaignChoice,
  COMPARE_CHOICES,
  campaignChoices,
  columnDocs,
  FUNCTIONS,
  type FunctionDef,
  functionAreas,
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

/** A service area of the function picker, titled and ordered as the core's registry and the Excel pane have them. */
export interface SidebarArea {
  title: string;
  names: string[];
}

/**
 * The function builder's catalogue: every registry function, in registry order, and the service areas the picker
 * groups them under (the core's, so the sidebar and the Excel pane list the same areas under the same titles). Sends
 * nothing.
 */
export function sidebarCatalogue(): {
  functions: SidebarFunction[];
  areas: SidebarArea[];
  compareChoices: typeof COMPARE_CHOICES;
} {
  return {
    compareChoices: COMPARE_CHOICES,
    areas: functionAreas().map((area) => ({
      title: areaTitle(area),
      names: area.functions.map((definition) => definition.name),
    })),
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
      // Labels with their units, as headers=labels writes them; a flattened answer's known columns too.
      columns: columnDocs(definition).map(({ header, label }) => ({ header, label })),
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
          // Its failures are shown in a dialog: worded for one (wording.ts).
          surface: 'dialog',
        }),
        createAppsScriptHost(),
      ),
    ).value;
  } catch (error) {
    throw toSheetError(error);
  }
}
