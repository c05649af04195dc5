import type { ExcelRuntime } from '../runtime/runtime';
import { campaignList, SETTINGS_SAVED } from './campaign-list';
import { chosen, chosenOption, type DropdownEntry, dropdown, setEntries, textInput } from './controls';
import { el } from './dom';

export interface CampaignPicker {
  /** Its label, the dropdown and, in its place when the list cannot be read, a field for the id. */
  readonly element: HTMLElement;
  /** The campaign id chosen or typed, as text; '' when none. */
  value(): string;
  /** The campaign's name and id as the list shows it, or the typed id. */
  label(): string;
  /** The campaign's name alone, or the typed id. */
  name(): string;
  /**
   * Where the picker feeds a formula: `typedHelp` goes under the typed id, and the dropdown of names says the formula
   * gets the chosen campaign's id ("a number" would mislead under names), as the Sheets sidebar says it.
   */
  describe(typedHelp: string): void;
  /** Reads the list (once; again after a failure). */
  load(): void;
}

/**
 * A campaign picked by name: a dropdown filled from CAMPAIGNS. When the list cannot be read (no token yet, no
 * connection, a token without the campaign scope) the user types the id instead, told why the list is missing.
 */
export function campaignPicker(runtime: ExcelRuntime, id: string, label = 'Campaign'): CampaignPicker {
  const labelId = `${id}-label`;
  const select = dropdown(id, labelId, 'Choose a campaign', []);
  const typed = textInput({
    id: `${id}-typed`,
    label: 'Campaign id',
    numeric: true,
    placeholder: 'Campaign id, e.g. 123',
  });
  typed.hidden = true;
  const why = el('small', { class: 'picker-note', id: `${id}-note`, hidden: true });
  const help = el('small', { hidden: true, id: `${id}-help` });
  let typedHelp = '';
  let listHelp = '';
  const showHelp = () => {
    help.textContent = select.hidden ? typedHelp : listHelp;
    help.hidden = help.textContent === '';
  };
  const element = el(
    'div',
    { class: 'field campaign-picker' },
    el('span', { id: labelId }, label),
    select,
    typed,
    why,
    help,
  );
  let state: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';

  const useList = () => {
    select.hidden = false;
    typed.hidden = true;
    why.hidden = true;
    showHelp();
  };
  const useTyped = (reason: string) => {
    select.hidden = true;
    typed.hidden = false;
    why.hidden = false;
    why.textContent = `The campaign list could not be read, so type the id. ${reason}`;
    showHelp();
  };
  const selectedText = () => chosenOption(select)?.textContent ?? '';

  const picker: CampaignPicker = {
    element,
    value: () => (select.hidden ? typed.value.trim() : chosen(select)),
    label: () => (select.hidden ? typed.value.trim() : selectedText()),
    name: () => (select.hidden ? typed.value.trim() : (chosenOption(select)?.dataset.name ?? selectedText())),
    describe(text) {
      typedHelp = text;
      listHelp = 'The campaign, by name: the formula gets its id.';
      showHelp();
    },
    load() {
      if (state === 'loading' || state === 'loaded') return;
      state = 'loading';
      const before = picker.value();
      setEntries(select, [], 'Loading the campaigns…');
      campaignList(runtime)
        .then((choices) => {
          state = 'loaded';
          const entries: DropdownEntry[] = choices.map((choice) => ({
            value: String(choice.id),
            text: `${choice.name} (${choice.id})`,
            data: { name: choice.name },
            selected: String(choice.id) === before,
          }));
          setEntries(select, entries, choices.length ? 'Choose a campaign' : 'No campaign is visible with this token');
          useList();
          // Whoever reads the value (a formula shown beside it) hears that the list changed.
          select.dispatchEvent(new Event('change', { bubbles: true }));
        })
        .catch((error: unknown) => {
          state = 'failed';
          setEntries(select, [], 'Could not load the campaigns');
          useTyped(error instanceof Error ? error.message : String(error));
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
