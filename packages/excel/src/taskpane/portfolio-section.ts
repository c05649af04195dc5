import type { Checkbox } from '@fluentui/web-components';
import {
  buildPortfolio,
  campaignRequestCount,
  defaultReportPeriod,
  MAX_PORTFOLIO_CAMPAIGNS,
  type PortfolioCampaign,
  type PortfolioDefinition,
  portfolioRequestCount,
  type ReportDevice,
} from '@sv/core';
import { calculateReport } from '../preview/calculate-report';
import type { RuntimeMode } from '../runtime/office-host';
import type { ExcelRuntime } from '../runtime/runtime';
import { button, checkbox, chosen, dropdown } from './controls';
import { el, say } from './dom';
import { loadReportCharts } from './report-charts-loader';
import { reportPreview } from './report-preview';
import { callThrough } from './report-section';
import { writeReportSheet } from './report-workbook';
import { missingRequirement, REPORT_REQUIREMENT } from './requirements';

const CAMPAIGN_COLUMNS = 'headers=false; columns=campaign_info.id,campaign_info.name,campaign_info.keyword_count';

/** The account's campaigns with their keyword counts, read as a CAMPAIGNS cell reads them (sharing its cache). */
async function accountCampaigns(runtime: ExcelRuntime): Promise<PortfolioCampaign[]> {
  const rows = await callThrough(runtime)('CAMPAIGNS', [CAMPAIGN_COLUMNS]);
  return rows
    .map(([id, name, keywords]) => ({
      id: Number(id),
      name: String(name ?? '') || `Campaign ${id}`,
      keywordCount: Number(keywords) || 0,
    }))
    .filter((campaign) => Number.isInteger(campaign.id) && campaign.id > 0);
}

/** The requests the chosen campaigns' formulas will send, in words, before anything is made. */
function estimateText(picked: readonly PortfolioCampaign[]): string {
  if (picked.length === 0) return 'Choose at least one campaign.';
  if (picked.length > MAX_PORTFOLIO_CAMPAIGNS)
    return `${picked.length} campaigns chosen: a portfolio holds at most ${MAX_PORTFOLIO_CAMPAIGNS}.`;
  return (
    `${picked.length} campaigns: the portfolio will send about ${portfolioRequestCount(picked).toLocaleString('en')} ` +
    'requests as its formulas load (your daily quota counts them).'
  );
}

/**
 * Portfolio report: every campaign of the account (or the ones ticked) on one sheet, sorted by the change of
 * visibility. In Excel it adds the worksheet with the report's writer; outside Office it calculates it here.
 */
export function portfolioSection(runtime: ExcelRuntime, mode: RuntimeMode): HTMLElement {
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  const period = defaultReportPeriod(today);
  const start = el('input', { id: 'sv-portfolio-start', type: 'date', class: 'date', value: period.start });
  const end = el('input', { id: 'sv-portfolio-end', type: 'date', class: 'date', value: period.end });
  const device = dropdown('sv-portfolio-device', 'sv-portfolio-device-label', 'Sorted by', [
    { value: 'desktop', text: 'desktop', selected: true },
    { value: 'mobile', text: 'mobile' },
  ]);
  const list = el(
    'fieldset',
    { class: 'stack report-sections', id: 'sv-portfolio-campaigns' },
    el('legend', {}, 'Campaigns'),
  );
  const estimate = el('p', { class: 'hint', role: 'status', 'aria-live': 'polite', id: 'sv-portfolio-estimate' });
  const create = button(mode === 'excel' ? 'Add the portfolio sheet' : 'Show the portfolio', {
    primary: true,
    submit: true,
    id: 'sv-portfolio-create',
  });
  create.disabled = true;
  const message = el('p', { class: 'message', role: 'status', 'aria-live': 'polite', id: 'sv-portfolio-message' });
  const output = el('div', { id: 'sv-portfolio-output' });
  const unsupported = mode === 'excel' ? missingRequirement(REPORT_REQUIREMENT, 'add a portfolio sheet') : null;
  if (unsupported) say(message, unsupported, 'error');

  let boxes: { campaign: PortfolioCampaign; box: Checkbox }[] = [];
  const picked = () => boxes.filter(({ box }) => box.checked).map(({ campaign }) => campaign);
  const update = () => {
    const chosenCampaigns = picked();
    estimate.textContent = estimateText(chosenCampaigns);
    create.disabled =
      unsupported !== null || chosenCampaigns.length === 0 || chosenCampaigns.length > MAX_PORTFOLIO_CAMPAIGNS;
  };
  list.addEventListener('change', update);

  // Read once the section is first opened; read again after a failure (a token saved since, say).
  let loading = false;
  const load = () => {
    if (loading) return;
    loading = true;
    accountCampaigns(runtime)
      .then((campaigns) => {
        boxes = campaigns.map((campaign, index) => {
          const requests = campaignRequestCount(campaign);
          const { box, label } = checkbox(
            `${campaign.name} (${campaign.id}, ${campaign.keywordCount.toLocaleString('en')} keywords, ${requests} requests)`,
            { checked: index < MAX_PORTFOLIO_CAMPAIGNS, data: { 'portfolio-campaign': String(campaign.id) } },
          );
          list.append(label);
          return { campaign, box };
        });
        update();
      })
      .catch((error: unknown) => {
        loading = false;
        say(message, error instanceof Error ? error.message : String(error), 'error');
      });
  };

  const form = el(
    'form',
    { class: 'stack', id: 'sv-portfolio-form' },
    list,
    el(
      'div',
      { class: 'row' },
      el('label', { class: 'field' }, el('span', {}, 'First day'), start),
      el('label', { class: 'field' }, el('span', {}, 'Last day'), end),
      el('div', { class: 'field' }, el('span', { id: 'sv-portfolio-device-label' }, 'Sorted by'), device),
    ),
    estimate,
    el('div', { class: 'row' }, create),
    message,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    let portfolio: PortfolioDefinition;
    try {
      portfolio = buildPortfolio({
        campaigns: picked(),
        start: start.value,
        end: end.value,
        device: chosen(device) as ReportDevice,
      });
    } catch (error) {
      say(message, error instanceof Error ? error.message : String(error), 'error');
      return;
    }
    create.disabled = true;
    output.replaceChildren();
    const done =
      mode === 'excel'
        ? Excel.run((context) => writeReportSheet(context, portfolio)).then((name) =>
            say(message, `Added the sheet ${name}; its SV. formulas are calculating.`, 'ok'),
          )
        : previewPortfolio(runtime, portfolio, output, message);
    done
      .catch((error: unknown) => say(message, error instanceof Error ? error.message : String(error), 'error'))
      .finally(update);
  });

  const details = el(
    'details',
    { class: 'card', id: 'sv-portfolio-section' },
    el('summary', {}, el('h2', { style: 'display: inline' }, 'Portfolio')),
    el(
      'p',
      { class: 'hint' },
      'Every campaign on one sheet: visibility and its change, keywords in the top 3, 10 and 100, share of voice and ' +
        'sessions, sorted by the change.',
    ),
    form,
    output,
  );
  details.addEventListener('toggle', () => {
    if ((details as HTMLDetailsElement).open) load();
  });
  return details;
}

async function previewPortfolio(
  runtime: ExcelRuntime,
  portfolio: PortfolioDefinition,
  output: HTMLElement,
  message: HTMLElement,
): Promise<void> {
  say(message, 'Calculating the portfolio…');
  const [charts, calculated] = await Promise.all([
    loadReportCharts(),
    calculateReport(portfolio, callThrough(runtime)),
  ]);
  charts.clear();
  output.replaceChildren(reportPreview(portfolio, calculated, charts));
  const failed = [...calculated.answers.values()].filter((answer) => 'error' in answer).length;
  say(
    message,
    failed ? `Calculated; ${failed} SV. call${failed === 1 ? '' : 's'} failed (their rows show why).` : 'Calculated.',
    failed ? 'error' : 'ok',
  );
}
