import type { ExcelRuntime } from '../runtime/runtime';
import { campaignList, SETTINGS_SAVED } from './campaign-list';
import { el } from './dom';
import { paneMessage } from './pane-wording';

export interface CampaignPicker {
  /** The select and, in its place when the list cannot be read, a field for the id. */
  readonly element: HTMLElement;
  /** The campaign id chosen or typed, as text; '' when none. */
  value(): string;
  /** The campaign's name and id as the list shows it, or the typed id. */
  label(): string;
  /** Reads the list (once; again after a failure). */
  load(): void;
}

/**
 * A campaign picked by name: a select filled from CAMPAIGNS. When the list cannot be read (no token yet, no
 * connection, a token without the campaign scope) the user types the id instead, told why the list is missing.
 */
export function campaignPicker(runtime: ExcelRuntime, id: string): CampaignPicker {
  const select = el('select', { id }, el('option', { value: '' }, 'Choose a campaign'));
  const typed = el('input', {
    id: `${id}-typed`,
    type: 'text',
    inputmode: 'numeric',
    spellcheck: 'false',
    autocomplete: 'off',
    placeholder: 'Campaign id, e.g. 123',
    hidden: true,
  });
  const why = el('small', { class: 'picker-note', id: `${id}-note`, hidden: true });
  const element = el('div', { class: 'stack campaign-picker' }, select, typed, why);
  let state: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';

  const useList = () => {
    select.hidden = false;
    typed.hidden = true;
    why.hidden = true;
  };
  const useTyped = (reason: string) => {
    select.hidden = true;
    typed.hidden = false;
    why.hidden = false;
    why.textContent = `The campaign list could not be read, so type the id. ${reason}`;
  };

  const picker: CampaignPicker = {
    element,
    value: () => (select.hidden ? typed.value.trim() : select.value),
    label: () => (select.hidden ? typed.value.trim() : (select.selectedOptions[0]?.textContent ?? '')),
    load() {
      if (state === 'loading' || state === 'loaded') return;
      state = 'loading';
      const chosen = picker.value();
      select.replaceChildren(el('option', { value: '' }, 'Loading the campaigns…'));
      campaignList(runtime)
        .then((choices) => {
          state = 'loaded';
          select.replaceChildren(
            el(
              'option',
              { value: '' },
              choices.length ? 'Choose a campaign' : 'No campaign is visible with this token',
            ),
            ...choices.map((choice) =>
              el('option', { value: String(choice.id), 'data-name': choice.name }, `${choice.name} (${choice.id})`),
            ),
          );
          select.value = chosen;
          useList();
          // Whoever reads the value (a formula shown beside it) hears that the list changed.
          select.dispatchEvent(new Event('change', { bubbles: true }));
        })
        .catch((error: unknown) => {
          state = 'failed';
          select.replaceChildren(el('option', { value: '' }, 'Could not load the campaigns'));
          useTyped(paneMessage(error instanceof Error ? error.message : String(error)));
        });
    },
  };
  // New settings: a picker already in use reads the list again; one never opened waits for its section.
  document.addEventListener(SETTINGS_SAVED, () => {
    if (state === 'idle' || state === 'loading') return;
    state = 'idle';
    picker.load();
  });
  return picker;
}
