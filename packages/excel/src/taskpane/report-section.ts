import {
  buildReport,
  defaultReportPeriod,
  REPORT_COMPARISONS,
  REPORT_SECTIONS,
  type ReportDefinition,
  type ReportDevice,
  readReportComparison,
  type SectionId,
} from '@sv/core';
import { type CallFunction, calculateReport } from '../preview/calculate-report';
import type { RuntimeMode } from '../runtime/office-host';
import type { ExcelRuntime } from '../runtime/runtime';
import { campaignPicker } from './campaign-picker';
import { button, checkbox, chosen, dropdown, textInput } from './controls';
import { el, say } from './dom';
import { loadReportCharts } from './report-charts-loader';
import { reportFreezeControl } from './report-freeze-control';
import { reportPreview } from './report-preview';
import { writeReportSheet } from './report-workbook';
import { missingRequirement, REPORT_REQUIREMENT } from './requirements';

/** What Excel passes last; the report's calls only skip it, as the workbench's do. */
const REPORT_INVOCATION = Object.freeze({ functionName: 'report' });

/** Each SV. call of the report goes to the very function a cell runs, with every declared argument, as Excel calls it. */
export function callThrough(runtime: ExcelRuntime): CallFunction {
  return (name, args) => {
    const arity = runtime.catalogue.find((definition) => definition.name === name)?.params.length ?? args.length;
    const padded = [...args, ...Array.from({ length: Math.max(0, arity - args.length) }, () => null)];
    return runtime.customFunction(name)(...padded, REPORT_INVOCATION);
  };
}

/**
 * Report: pick a campaign, a period, a device, competitors and sections. In Excel it adds a worksheet with the
 * parameter block, the SV. formulas, the aggregations, formats and charts (report-workbook.ts); outside Office it
 * calculates the same report against the configured service (the sandbox under `npm start`) and draws it here.
 */
export function reportSection(runtime: ExcelRuntime, mode: RuntimeMode): HTMLElement {
  const campaign = campaignPicker(runtime, 'sv-report-campaign');
  // The last full month before today, in the user's own calendar.
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  const period = defaultReportPeriod(today);
  // Fluent's web components have no date picker: the browser's own, drawn in Fluent's colours (taskpane.css).
  const start = el('input', { id: 'sv-report-start', type: 'date', class: 'date', value: period.start });
  const end = el('input', { id: 'sv-report-end', type: 'date', class: 'date', value: period.end });
  const device = dropdown('sv-report-device', 'sv-report-device-label', 'Device', [
    { value: 'desktop', text: 'desktop', selected: true },
    { value: 'mobile', text: 'mobile' },
  ]);
  const comparison = dropdown(
    'sv-report-comparison',
    'sv-report-comparison-label',
    'Compare with',
    REPORT_COMPARISONS.map(({ id, title }, index) => ({ value: id, text: title, selected: index === 0 })),
  );
  const competitors = textInput({
    id: 'sv-report-competitors',
    label: 'Competitors',
    placeholder: 'rival.com, other.net (optional)',
  });
  const sectionBoxes = REPORT_SECTIONS.map((section) => ({
    id: section.id,
    ...checkbox(section.title, { checked: true, data: { 'report-section': section.id } }),
  }));
  const create = button(mode === 'excel' ? 'Add the report sheet' : 'Show the report', {
    primary: true,
    submit: true,
    id: 'sv-report-create',
  });
  const message = el('p', { class: 'message', role: 'status', 'aria-live': 'polite', id: 'sv-report-message' });
  const output = el('div', { id: 'sv-report-output' });
  const freeze = mode === 'excel' ? reportFreezeControl() : null;
  // Said as soon as the pane opens, rather than after the user filled the form in.
  const unsupported = mode === 'excel' ? missingRequirement(REPORT_REQUIREMENT, 'add a report sheet') : null;
  if (unsupported) {
    say(message, unsupported, 'error');
    create.disabled = true;
  }

  const definition = (): ReportDefinition => {
    if (!campaign.value()) throw new Error('Choose a campaign first.');
    const compared = readReportComparison(chosen(comparison));
    return buildReport({
      campaignId: Number(campaign.value()),
      campaignName: campaign.name(),
      start: start.value,
      end: end.value,
      device: chosen(device) as ReportDevice,
      competitors: competitors.value
        .split(/[,\s]+/)
        .map((domain) => domain.trim())
        .filter(Boolean),
      sections: sectionBoxes.filter(({ box }) => box.checked).map(({ id }) => id as SectionId),
      ...(compared ? { comparison: compared } : {}),
    });
  };

  const form = el(
    'form',
    { class: 'stack', id: 'sv-report-form' },
    campaign.element,
    el(
      'div',
      { class: 'row' },
      el('label', { class: 'field' }, el('span', {}, 'First day'), start),
      el('label', { class: 'field' }, el('span', {}, 'Last day'), end),
      el('div', { class: 'field' }, el('span', { id: 'sv-report-device-label' }, 'Device'), device),
    ),
    el('div', { class: 'field' }, el('span', { id: 'sv-report-comparison-label' }, 'Compare with'), comparison),
    competitors,
    el(
      'fieldset',
      { class: 'stack report-sections' },
      el('legend', {}, 'Sections'),
      ...sectionBoxes.map(({ label }) => label),
    ),
    el('div', { class: 'row' }, create),
    message,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    let report: ReportDefinition;
    try {
      report = definition();
    } catch (error) {
      say(message, error instanceof Error ? error.message : String(error), 'error');
      return;
    }
    create.disabled = true;
    output.replaceChildren();
    const done =
      mode === 'excel'
        ? Excel.run((context) => writeReportSheet(context, report)).then((name) => {
            say(message, `Added the sheet ${name}; its SV. formulas are calculating.`, 'ok');
            return freeze?.refresh();
          })
        : previewReport(runtime, report, output, message);
    done
      .catch((error: unknown) => say(message, error instanceof Error ? error.message : String(error), 'error'))
      .finally(() => {
        create.disabled = unsupported !== null;
      });
  });

  const details = el(
    'details',
    { class: 'card', id: 'sv-report-section' },
    el('summary', {}, el('h2', { style: 'display: inline' }, 'Report')),
    el(
      'p',
      { class: 'hint' },
      mode === 'excel'
        ? 'Adds a client report sheet: live SV. formulas over a parameter block, figures, formats and charts.'
        : 'Preview mode: the report is calculated here, as Excel would, and drawn below.',
    ),
    form,
    freeze?.element ?? null,
    output,
  );
  details.addEventListener('toggle', () => {
    if (!(details as HTMLDetailsElement).open) return;
    campaign.load();
    void freeze?.refresh();
  });
  return details;
}

async function previewReport(
  runtime: ExcelRuntime,
  report: ReportDefinition,
  output: HTMLElement,
  message: HTMLElement,
): Promise<void> {
  say(message, 'Calculating the report…');
  const started = performance.now();
  const [charts, calculated] = await Promise.all([loadReportCharts(), calculateReport(report, callThrough(runtime))]);
  charts.clear();
  output.replaceChildren(reportPreview(report, calculated, charts));
  const failed = [...calculated.answers.values()].filter((answer) => 'error' in answer).length;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  say(
    message,
    failed
      ? `Calculated in ${seconds} s; ${failed} SV. call${failed === 1 ? '' : 's'} failed (see the sections).`
      : `Calculated in ${seconds} s.`,
    failed ? 'error' : 'ok',
  );
}
