import type { ImportReviewView } from '@sv/core';
import type { RuntimeMode } from '../runtime/office-host';
import type { ExcelRuntime } from '../runtime/runtime';
import { campaignPicker } from './campaign-picker';
import { button, checkbox, textArea, textInput } from './controls';
import { el, say } from './dom';
import { type TrackedSplit, trackedSplit } from './tracked-keywords';

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
  const campaign = campaignPicker(runtime, 'sv-import-campaign');
  const keywords = textArea({
    id: 'sv-import-keywords',
    label: 'Keywords',
    placeholder: 'One keyword per line, or separated by commas (at most 1,000)',
  });
  const groups = textInput({
    id: 'sv-import-groups',
    label: 'Group ids (optional)',
    placeholder: 'Empty: a new group API-import-<date>',
  });
  const fromSelection = button('Use the selected cells', { id: 'sv-import-from-selection' });
  const check = button('Check the list', { id: 'sv-import-check' });
  const summary = el('p', { id: 'sv-import-summary' });
  const trackedLine = el('p', { class: 'hint', id: 'sv-import-tracked', hidden: true });
  const freshLine = el('p', { class: 'hint', id: 'sv-import-new', hidden: true });
  const charged = checkbox('I understand that these keywords are charged to the account.', {
    id: 'sv-import-charged',
  });
  charged.label.id = 'sv-import-charged-label';
  const earlier = el('p', { class: 'message', 'data-kind': 'error', id: 'sv-import-earlier' });
  const repeatConfirmed = checkbox('Send this same list again (charged again).', { id: 'sv-import-repeat' });
  const repeatBox = el(
    'div',
    { class: 'stack', hidden: true, id: 'sv-import-repeat-box' },
    earlier,
    repeatConfirmed.label,
  );
  const add = button('Add keywords', { primary: true, submit: true, id: 'sv-import-add', disabled: true });
  // What confirms and sends a charge: shown only when the check found keywords the campaign does not track yet.
  const chargeBox = el(
    'div',
    { class: 'stack', id: 'sv-import-charge-box' },
    el(
      'p',
      { class: 'notice', id: 'sv-import-charge' },
      'This is charged: the service bills every keyword added to the campaign (keywords it already tracks are skipped). It is sent once and never retried automatically.',
    ),
    // The ledger lives in OfficeRuntime.storage, which belongs to one add-in, user and device (Excel on the web keeps
    // its own): the user must not take its silence elsewhere for "never sent".
    el(
      'p',
      { class: 'hint', id: 'sv-import-scope' },
      'A repeat is only caught within one Office storage: the imports sent from this add-in on this computer with this Office account. The same list sent from another computer, another account, Excel on the web or Google Sheets is not recognised here; check the campaign (SV.IMPORT_KEYWORDS marks keywords it already tracks) before sending a list again.',
    ),
    charged.label,
    repeatBox,
    el('div', { class: 'row' }, add),
  );
  const confirmBox = el(
    'div',
    { class: 'stack', hidden: true, id: 'sv-import-confirm' },
    summary,
    freshLine,
    trackedLine,
    chargeBox,
  );
  const message = el('p', { class: 'message', role: 'status', 'aria-live': 'polite', id: 'sv-import-message' });

  let reviewed: { key: string; view: ImportReviewView } | null = null;
  let sent = false;
  // The check found every keyword already tracked: there is nothing to add and nothing to charge.
  let nothingNew = false;
  const request = () => ({ campaignId: campaign.value(), keywords: keywords.value, groupIds: groups.value });
  const keyOf = () => JSON.stringify(request());
  const update = () => {
    const current = reviewed !== null && reviewed.key === keyOf();
    if (!current) confirmBox.hidden = true;
    const needsRepeat = reviewed?.view.earlierStamp != null;
    add.disabled =
      sent || nothingNew || !current || !charged.box.checked || (needsRepeat && !repeatConfirmed.box.checked);
  };
  for (const input of [campaign.element, keywords, groups]) input.addEventListener('input', update);
  campaign.element.addEventListener('change', update);
  charged.box.addEventListener('change', update);
  repeatConfirmed.box.addEventListener('change', update);

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
    // Said here rather than as the core's "campaign_id: use a positive whole number": nothing was chosen yet.
    if (campaign.value() === '') {
      reviewed = null;
      update();
      say(message, 'Choose a campaign first.', 'error');
      return;
    }
    check.disabled = true;
    say(message, 'Checking the list…');
    const { campaignId, keywords: text } = request();
    actions
      .review(request())
      .then(async (view) => {
        // Which keywords are new (charged) and which already tracked (free), as SV.IMPORT_KEYWORDS says; a failed
        // read leaves the count without the split, and says why.
        const split = await trackedSplit(runtime, campaignId, text).catch((error: unknown) =>
          error instanceof Error ? error : new Error(String(error)),
        );
        return { view, split };
      })
      .then(({ view, split }) => {
        reviewed = { key, view };
        sent = false;
        const name = campaign.label() || String(view.campaignId);
        const into = view.groupIds.length ? `groups ${view.groupIds.join(', ')}` : 'a new group API-import-<date>';
        showSplit(view, split, name, into);
        earlier.textContent = view.earlierNotice ?? '';
        repeatBox.hidden = view.earlierStamp === null;
        charged.box.checked = false;
        repeatConfirmed.box.checked = false;
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

  const showSplit = (view: ImportReviewView, split: TrackedSplit | Error, name: string, into: string) => {
    const keywordsText = `${view.count} keyword${view.count === 1 ? '' : 's'} for ${name}, into ${into}`;
    if (split instanceof Error) {
      nothingNew = false;
      chargeBox.hidden = false;
      summary.textContent = `${keywordsText}. Which of them the campaign already tracks could not be read (${split.message}); the service skips those and charges the others.`;
      freshLine.hidden = true;
      trackedLine.hidden = true;
      return;
    }
    nothingNew = split.fresh.length === 0;
    chargeBox.hidden = nothingNew;
    summary.textContent = nothingNew
      ? `${view.count === 1 ? 'The keyword is' : `All ${view.count} keywords are`} already tracked by ${name}: there is nothing to add, and nothing is charged.`
      : `${keywordsText}: ${split.fresh.length} new (charged), ${split.tracked.length} already tracked (free).`;
    freshLine.textContent = `New: ${listed(split.fresh)}`;
    freshLine.hidden = split.fresh.length === 0;
    trackedLine.textContent = `Already tracked, skipped: ${listed(split.tracked)}`;
    trackedLine.hidden = split.tracked.length === 0;
  };

  const form = el(
    'form',
    { class: 'stack', id: 'sv-import' },
    campaign.element,
    keywords,
    mode === 'excel' ? el('div', { class: 'row' }, fromSelection) : null,
    groups,
    el('div', { class: 'row' }, check),
    confirmBox,
    message,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (add.disabled || nothingNew || !reviewed) return;
    // Disabled at once and for good: one click, one import; another needs another check.
    sent = true;
    add.disabled = true;
    say(message, 'Sending the import (once)…');
    const { view } = reviewed;
    actions
      .add(request(), {
        charged: charged.box.checked,
        repeatOf: view.earlierStamp !== null && repeatConfirmed.box.checked ? view.earlierStamp : null,
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
    if ((details as HTMLDetailsElement).open) campaign.load();
  });
  return details;
}

/** How many keywords a confirmation names before it says how many more there are. */
const LISTED = 12;

function listed(keywords: readonly string[]): string {
  const more = keywords.length - LISTED;
  return more > 0 ? `${keywords.slice(0, LISTED).join(', ')} and ${more} more` : keywords.join(', ');
}
