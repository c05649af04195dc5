/// <reference types="office-js" />

/**
 * What the pane's actions need of Excel, by requirement set, and what to tell a user whose Excel lacks one. The sets
 * are those the Office.js reference gives for each call (see docs/install-excel.md): writing a report uses
 * `series.add`, `setValues`, `setXAxisValues`, `axes.getItem`, `getRangeByIndexes` and `freezePanes` (ExcelApi 1.7)
 * and a series' `axisGroup`, an axis's `numberFormat` and `Worksheet.onCalculated` (ExcelApi 1.8); putting a formula
 * into the active cell uses `getActiveCell` (ExcelApi 1.7). Checked before anything is written, so an older Excel never stops half-way.
 */
export interface Requirement {
  readonly set: 'ExcelApi';
  readonly version: string;
  /** What the action does with it, in the user's words. */
  readonly uses: string;
  /** The Excel versions that have it, from Microsoft's table of Excel requirement sets. */
  readonly availableIn: string;
}

export const REPORT_REQUIREMENT: Requirement = {
  set: 'ExcelApi',
  version: '1.8',
  uses: 'charts with a series per figure, a second value axis with its own title and format, and frozen header rows',
  availableIn:
    'Excel on the web, Microsoft 365 version 1808 or later on Windows, Excel 2021 or later, and Excel 16.17 or later on Mac',
};

export const ACTIVE_CELL_REQUIREMENT: Requirement = {
  set: 'ExcelApi',
  version: '1.7',
  uses: 'putting a formula into the selected cell',
  availableIn:
    'Excel on the web, Microsoft 365 version 1801 or later on Windows, Excel 2019 or later, and Excel 16.9 or later on Mac',
};

type Requirements = Pick<Office.RequirementSetSupport, 'isSetSupported'>;

/** The host's answer; without office.js (preview mode) nothing is written to a workbook, so nothing is missing. */
function requirementsOfHost(): Requirements | undefined {
  return typeof Office === 'undefined' ? undefined : Office.context?.requirements;
}

/**
 * Null when this Excel has what `requirement` names; otherwise the sentence to show: what is missing, which Excel
 * versions have it, and that nothing was changed.
 */
export function missingRequirement(
  requirement: Requirement,
  what: string,
  requirements: Requirements | undefined = requirementsOfHost(),
): string | null {
  if (!requirements || requirements.isSetSupported(requirement.set, requirement.version)) return null;
  return (
    `This version of Excel cannot ${what}: it lacks the Excel JavaScript API ${requirement.version} (${requirement.uses}). ` +
    `${requirement.availableIn} have it. ` +
    'Nothing was changed in the workbook; the SV. functions themselves work in this Excel.'
  );
}
