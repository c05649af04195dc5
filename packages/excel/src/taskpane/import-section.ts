import type { ImportReviewView } from '@sv/core';
import type { RuntimeMode } from '../runtime/office-host';
import type { ExcelRuntime } from '../runtime/runtime';
import { el, say } from './dom';

/** The text of the selected cells, one keyword per non-empty cell. Excel mode only. */
async function selectedCellsText(): Promise<string[]> {
  return Excel.run(async (context) => {
    const range = context.workbook.getSelectedRange();
    range.load('text');
    await context.sync();
    return (range.text as string[][])
      .flat()
      .map((cell) => cell.trim())
      .filter((cell) => cell !== '');
  });
}

/**
 * Add keywords: the one charged action, only ever started here, never by a formula. Check first (the list as it will
 * be sent, and any earlier import of the same list from the ledger), then confirm the charge (and, for a repeated
 * list, the repeat), then one click sends it once. The rules live in the core (keyword-import/add-keywords.ts).
 */
export function importSection(runtime: ExcelRuntime, mode: RuntimeMode): HTMLElement {
  const actions = runtime.keywordImport;
  const campaign = el(
    'select',
    { id: 'sv-import-campaign' },
    el('option', { value: '' }, 'Open to load the campaigns'),
  );
  const keywords = el('textarea', { id: 'sv-import-keywords', rows: '6', spellcheck: 'false' });
  keywords.placeholder = 'One keyword per line, or separated by commas (at most 1,000)';
  const groups = el('input', { id: 'sv-import-groups', type: 'text', spellcheck: 'false' });
  groups.placeholder = 'Empty: a new group API-import-<date>';
  const fromSelection = el('button', { type: 'button', id: 'sv-import-from-selection' }, 'Use the selected cells');
  const check = el('button', { type: 'button', id: 'sv-import-check' }, 'Check the list');
  const summary = el('p', { id: 'sv-import-summary' });
  const charged = el('input', { type: 'checkbox', id: 'sv-import-charged' });
  const earlier = el('p', { class: 'message', 'data-kind': 'error', id: 'sv-import-earlier' });
  const repeatConfirmed = el('input', { type: 'checkbox', id: 'sv-import-repeat' });
  const repeatBox = el(
    'div',
    { class: 'stack', hidden: true },
    earlier,
    el('label', {}, repeatConfirmed, ' Send this same list again (charged again).'),
  );
  const add = el('button', { type: 'submit', class: 'primary', id: 'sv-import-add', disabled: true }, 'Add keywords');
  const confirmBox = el(
    'div',
    { class: 'stack', hidden: true, id: 'sv-import-confirm' },
    summary,
    el(
      'p',
      { class: 'hint' },
      'This is charged: the service bills every keyword added to the campaign (keywords it already tracks are skipped). It is sent once and never retried automatically.',
    ),
    // The ledger lives in OfficeRuntime.storage, which belongs to one add-in, user and device (Excel on the web keeps
    // its own): the user must not take its silence elsewhere for "never sent".
    el(
      'p',
      { class: 'hint', id: 'sv-import-scope' },
      'A repeat is only caught within one Office storage: the imports sent from this add-in on this computer with this Office account. The same list sent from another computer, another account, Excel on the web or Google Sheets is not recognised here; check the campaign (SV.IMPORT_KEYWORDS marks keywords it already tracks) before sending a list again.',
    ),
    el('label', {}, charged, ' I understand that these keywords are charged to the account.'),
    repeatBox,
    el('div', { class: 'row' }, add),
  );
  const message = el('p', { class: 'message', role: 'status', 'aria-live': 'polite', id: 'sv-import-message' });

  let reviewed: { key: string; view: ImportReviewView } | null = null;
  let sent = false;
  const request = () => ({ campaignId: campaign.value, keywords: keywords.value, groupIds: groups.value });
  const keyOf = () => JSON.stringify(request());
  const update = () => {
    const current = reviewed !== null && reviewed.key === keyOf();
    if (!current) confirmBox.hidden = true;
    const needsRepeat = reviewed?.view.earlierStamp != null;
    add.disabled = sent || !current || !charged.checked || (needsRepeat && !repeatConfirmed.checked);
  };
  for (const input of [campaign, keywords, groups]) input.addEventListener('input', update);
  campaign.addEventListener('change', update);
  charged.addEventListener('change', update);
  repeatConfirmed.addEventListener('change', update);

  let campaignsLoaded = false;
  const loadCampaigns = () => {
    if (campaignsLoaded) return;
    campaignsLoaded = true;
    campaign.replaceChildren(el('option', { value: '' }, 'Loading the campaigns…'));
    actions
      .campaigns()
      .then((choices) => {
        campaign.replaceChildren(
          el('option', { value: '' }, choices.length ? 'Choose a campaign' : 'No campaign is visible with this token'),
          ...choices.map((choice) => el('option', { value: String(choice.id) }, `${choice.name} (${choice.id})`)),
        );
      })
      .catch((error: unknown) => {
        campaignsLoaded = false;
        campaign.replaceChildren(el('option', { value: '' }, 'Could not load the campaigns'));
        say(message, error instanceof Error ? error.message : String(error), 'error');
      });
  };

  fromSelection.addEventListener('click', () => {
    selectedCellsText()
      .then((cells) => {
        keywords.value = cells.join('\n');
        say(message, `${cells.length} cells taken from the selection.`);
        update();
      })
      .catch((error: unknown) => say(message, `Could not read the selection: ${String(error)}`, 'error'));
  });

  check.addEventListener('click', () => {
    const key = keyOf();
    check.disabled = true;
    say(message, 'Checking the list…');
    actions
      .review(request())
      .then((view) => {
        reviewed = { key, view };
        sent = false;
        const name = campaign.selectedOptions[0]?.textContent || String(view.campaignId);
        const into = view.groupIds.length ? `groups ${view.groupIds.join(', ')}` : 'a new group API-import-<date>';
        const more = view.count > view.sample.length ? ', …' : '';
        summary.textContent = `${view.count} keyword${view.count === 1 ? '' : 's'} for ${name}, into ${into}: ${view.sample.join(', ')}${more}`;
        earlier.textContent = view.earlierNotice ?? '';
        repeatBox.hidden = view.earlierStamp === null;
        charged.checked = false;
        repeatConfirmed.checked = false;
        confirmBox.hidden = false;
        say(message, '');
        update();
      })
      .catch((error: unknown) => {
        reviewed = null;
        update();
        say(message, error instanceof Error ? error.message : String(error), 'error');
      })
      .finally(() => {
        check.disabled = false;
      });
  });

  const form = el(
    'form',
    { class: 'stack', id: 'sv-import' },
    el('label', { class: 'field' }, el('span', {}, 'Campaign'), campaign),
    el('label', { class: 'field' }, el('span', {}, 'Keywords'), keywords),
    mode === 'excel' ? el('div', { class: 'row' }, fromSelection) : null,
    el('label', { class: 'field' }, el('span', {}, 'Group ids (optional)'), groups),
    el('div', { class: 'row' }, check),
    confirmBox,
    message,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (add.disabled || !reviewed) return;
    // Disabled at once and for good: one click, one import; another needs another check.
    sent = true;
    add.disabled = true;
    say(message, 'Sending the import (once)…');
    const { view } = reviewed;
    actions
      .add(request(), {
        charged: charged.checked,
        repeatOf: view.earlierStamp !== null && repeatConfirmed.checked ? view.earlierStamp : null,
      })
      .then((done) => say(message, done, 'ok'))
      .catch((error: unknown) => say(message, error instanceof Error ? error.message : String(error), 'error'));
  });

  const details = el(
    'details',
    { class: 'card', id: 'sv-import-section' },
    el('summary', {}, el('h2', { style: 'display: inline' }, 'Add keywords (charged)')),
    el(
      'p',
      { class: 'hint' },
      'Adds keywords to a campaign. SV.IMPORT_KEYWORDS previews a list in a cell; only this section adds it.',
    ),
    form,
  );
  details.addEventListener('toggle', () => {
    if ((details as HTMLDetailsElement).open) loadCampaigns();
  });
  return details;
}
