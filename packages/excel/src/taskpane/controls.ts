import type { Button, Checkbox, Dropdown, DropdownOption, TextArea, TextInput } from '@fluentui/web-components';
import { Observable } from '@microsoft/fast-element';
import { el } from './dom';
import './fluent';

interface ButtonOptions {
  id?: string;
  /** The one action a section is for: Fluent's filled brand button. */
  primary?: boolean;
  /** Submits the form it sits in. */
  submit?: boolean;
  small?: boolean;
  disabled?: boolean;
  /** What a screen reader says instead of the words shown, where those are the same on many buttons ("Try"). */
  spoken?: string;
  data?: Record<string, string>;
}

export function button(label: string, options: ButtonOptions = {}): Button {
  return el(
    'fluent-button',
    {
      id: options.id ?? false,
      type: options.submit ? 'submit' : 'button',
      appearance: options.primary ? 'primary' : false,
      size: options.small ? 'small' : false,
      disabled: options.disabled ?? false,
      'aria-label': options.spoken ?? false,
      ...prefixed('data-', options.data),
    },
    label,
  );
}

interface TextInputOptions {
  id: string;
  /** Shown above the box by the component itself, so it also names the inner input for screen readers. */
  label: string;
  type?: 'text' | 'password' | 'url';
  placeholder?: string;
  name?: string;
  numeric?: boolean;
}

export function textInput(options: TextInputOptions): TextInput {
  const input = el(
    'fluent-text-input',
    {
      id: options.id,
      type: options.type ?? 'text',
      autocomplete: 'off',
      spellcheck: 'false',
      placeholder: options.placeholder ?? false,
      name: options.name ?? false,
      inputmode: options.numeric ? 'numeric' : false,
    },
    el('span', { class: 'control-label' }, options.label),
  );
  // Its value is undefined until the element is in the page; the pane reads fields before that.
  input.value = '';
  return input;
}

export function textArea(options: { id: string; label: string; placeholder: string }): TextArea {
  return el(
    'fluent-textarea',
    {
      id: options.id,
      spellcheck: 'false',
      resize: 'vertical',
      placeholder: options.placeholder,
      // Fluent's textarea is a fixed size by default; a pasted list needs the full width of the card.
      block: true,
    },
    el('span', { slot: 'label', class: 'control-label' }, options.label),
  );
}

/** A Fluent checkbox inside its label, so a click on the words ticks it too. */
export function checkbox(
  text: string,
  options: { id?: string; checked?: boolean; data?: Record<string, string> } = {},
): { box: Checkbox; label: HTMLLabelElement } {
  const box = el('fluent-checkbox', {
    id: options.id ?? false,
    checked: options.checked ?? false,
    ...prefixed('data-', options.data),
  });
  return { box, label: el('label', { class: 'check' }, box, el('span', {}, text)) };
}

/** An entry of a dropdown: an option, or the heading of the options that follow it (not selectable). */
export type DropdownEntry =
  | { value: string; text: string; selected?: boolean; data?: Record<string, string> }
  | { heading: string };

/**
 * A Fluent dropdown. Its value is `''` when nothing is chosen (the component itself says null); `labelledBy` names
 * the element whose text labels it, as a select's label would.
 */
export function dropdown(id: string, labelledBy: string, placeholder: string, entries: DropdownEntry[]): Dropdown {
  const element = el('fluent-dropdown', { id, 'aria-labelledby': labelledBy, placeholder });
  // The focusable part is a button the dropdown draws anew each time it is put in the page, and Fluent passes no
  // label to it: each new one is named by the label and by the choice it shows ("Function CAMPAIGNS").
  Observable.getNotifier(element).subscribe(
    {
      handleChange: () => {
        const control = element.control;
        if (control) control.setAttribute('aria-labelledby', `${labelledBy} ${control.id}`);
      },
    },
    'control',
  );
  // Fluent opens a closed dropdown on Enter and then lets the inner button's own Enter click through, which closes it
  // again at once: keeping that click back (before Fluent's handler sees the key) leaves it open, as Space does.
  element.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter' && !element.open && !element.disabled) event.preventDefault();
    },
    { capture: true },
  );
  setEntries(element, entries);
  return element;
}

/** Replaces a dropdown's entries; an entry marked selected is the new choice (none: the placeholder shows). */
export function setEntries(element: Dropdown, entries: DropdownEntry[], placeholder?: string): void {
  if (placeholder !== undefined) element.setAttribute('placeholder', placeholder);
  const options = entries.map((entry) =>
    'heading' in entry
      ? el('div', { class: 'option-heading', role: 'presentation' }, entry.heading)
      : el(
          'fluent-option',
          { value: entry.value, selected: entry.selected ?? false, ...prefixed('data-', entry.data) },
          entry.text,
        ),
  );
  // The dropdown keeps the listbox it found when it was connected: new entries go into that one.
  const listbox = element.querySelector('fluent-listbox');
  if (listbox) listbox.replaceChildren(...options);
  else element.append(el('fluent-listbox', {}, ...options));
}

/**
 * The chosen option, read from the options themselves: the dropdown's own value lags behind new entries until its
 * listbox has taken them in.
 */
export function chosenOption(element: Dropdown): DropdownOption | undefined {
  return Array.from(element.querySelectorAll('fluent-option')).find((option) => option.selected);
}

/** A dropdown's chosen value, `''` when none. */
export function chosen(element: Dropdown): string {
  return chosenOption(element)?.value ?? '';
}

function prefixed(prefix: string, values: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [`${prefix}${key}`, value]));
}
