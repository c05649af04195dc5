import {
  buildReport,
  defaultReportPeriod,
  REPORT_SECTIONS,
  type ReportDefinition,
  type ReportDevice,
  type SectionId,
} from '@sv/core';
import { type CallFunction, calculateReport } from '../preview/calculate-report';
import type { RuntimeMode } from '../runtime/office-host';
import type { ExcelRuntime } from '../runtime/runtime';
import { el, say } from './dom';
import { loadReportCharts } from './report-charts-loader';
import { reportPreview } from './report-preview';
import { writeReportSheet } from './report-workbook';
import { missingRequirement, REPORT_REQUIREMENT } from './requirements';

/** What Excel passes last; the report's calls only skip it, as the workbench's do. */
const REPORT_INVOCATION = Object.freeze({ functionName: 'report' });

/** Each SV. call of the report goes to the very function a cell runs, with every declared argument, as Excel calls it. */
function callThrough(runtime: ExcelRuntime): CallFunction {
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
  const campaign = el(
    'select',
    { id: 'sv-report-campaign' },
    el('option', { value: '' }, 'Open to load the campaigns'),
  );
  // The last full month before today, in the user's own calendar.
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  const period = defaultReportPeriod(today);
  const start = el('input', { id: 'sv-report-start', type: 'date', value: period.start });
  const end = el('input', { id: 'sv-report-end', type: 'date', value: period.end });
  const device = el(
    'select',
    { id: 'sv-report-device' },
    el('option', { value: 'desktop' }, 'desktop'),
    el('option', { value: 'mobile' }, 'mobile'),
  );
  const competitors = el('input', { id: 'sv-report-competitors', type: 'text', spellcheck: 'false' });
  competitors.placeholder = 'rival.com, other.net (optional)';
  const sectionBoxes = REPORT_SECTIONS.map((section) => ({
    id: section.id,
    box: el('input', { type: 'checkbox', value: section.id, checked: true, 'data-report-section': section.id }),
    title: section.title,
  }));
  const create = el(
    'button',
    { type: 'submit', class: 'primary', id: 'sv-report-create' },
    mode === 'excel' ? 'Add the report sheet' : 'Show the report',
  );
  const message = el('p', { class: 'message', role: 'status', 'aria-live': 'polite', id: 'sv-report-message' });
  const output = el('div', { id: 'sv-report-output' });
  // Said as soon as the pane opens, rather than after the user filled the form in.
  const unsupported = mode === 'excel' ? missingRequirement(REPORT_REQUIREMENT, 'add a report sheet') : null;
  if (unsupported) {
    say(message, unsupported, 'error');
    create.disabled = true;
  }

  let campaignsLoaded = false;
  const loadCampaigns = () => {
    if (campaignsLoaded) return;
    campaignsLoaded = true;
    campaign.replaceChildren(el('option', { value: '' }, 'Loading the campaigns…'));
    runtime.keywordImport
      .campaigns()
      .then((choices) => {
        campaign.replaceChildren(
          el('option', { value: '' }, choices.length ? 'Choose a campaign' : 'No campaign is visible with this token'),
          ...choices.map((choice) =>
            el('option', { value: String(choice.id), 'data-name': choice.name }, `${choice.name} (${choice.id})`),
          ),
        );
      })
      .catch((error: unknown) => {
        campaignsLoaded = false;
        campaign.replaceChildren(el('option', { value: '' }, 'Could not load the campaigns'));
        say(message, error instanceof Error ? error.message : String(error), 'error');
      });
  };

  const definition = (): ReportDefinition => {
    const chosen = campaign.selectedOptions[0];
    if (!campaign.value || !chosen) throw new Error('Choose a campaign first.');
    return buildReport({
      campaignId: Number(campaign.value),
      campaignName: chosen.dataset.name ?? chosen.textContent ?? campaign.value,
      start: start.value,
      end: end.value,
      device: device.value as ReportDevice,
      competitors: competitors.value
        .split(/[,\s]+/)
        .map((domain) => domain.trim())
        .filter(Boolean),
      sections: sectionBoxes.filter(({ box }) => box.checked).map(({ id }) => id as SectionId),
    });
  };

  const form = el(
    'form',
    { class: 'stack', id: 'sv-report-form' },
    el('label', { class: 'field' }, el('span', {}, 'Campaign'), campaign),
    el(
      'div',
      { class: 'row' },
      el('label', { class: 'field' }, el('span', {}, 'First day'), start),
      el('label', { class: 'field' }, el('span', {}, 'Last day'), end),
      el('label', { class: 'field' }, el('span', {}, 'Device'), device),
    ),
    el('label', { class: 'field' }, el('span', {}, 'Competitors'), competitors),
    el(
      'fieldset',
      { class: 'stack report-sections' },
      el('legend', {}, 'Sections'),
      ...sectionBoxes.map(({ box, title }) => el('label', {}, box, ` ${title}`)),
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
        ? Excel.run((context) => writeReportSheet(context, report)).then((name) =>
            say(message, `Added the sheet ${name}; its SV. formulas are calculating.`, 'ok'),
          )
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
    output,
  );
  details.addEventListener('toggle', () => {
    if ((details as HTMLDetailsElement).open) loadCampaigns();
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
