/**
 * The pane's controls are Microsoft's Fluent UI web components, the ones Office's own panes are drawn with. Only the
 * components the pane uses are registered (each import defines one element), so the bundle carries no others.
 */
import '@fluentui/web-components/badge.js';
import '@fluentui/web-components/button.js';
import '@fluentui/web-components/checkbox.js';
import '@fluentui/web-components/dropdown.js';
import '@fluentui/web-components/listbox.js';
import '@fluentui/web-components/option.js';
import '@fluentui/web-components/text-input.js';
import '@fluentui/web-components/textarea.js';
import { webDarkTheme, webLightTheme } from '@fluentui/tokens';
import type {
  Badge,
  Button,
  Checkbox,
  Dropdown,
  DropdownOption,
  Listbox,
  TextArea,
  TextInput,
} from '@fluentui/web-components';
import { setTheme } from '@fluentui/web-components/theme/set-theme.js';

declare global {
  interface HTMLElementTagNameMap {
    'fluent-badge': Badge;
    'fluent-button': Button;
    'fluent-checkbox': Checkbox;
    'fluent-dropdown': Dropdown;
    'fluent-listbox': Listbox;
    'fluent-option': DropdownOption;
    'fluent-text-input': TextInput;
    'fluent-textarea': TextArea;
  }
}

/**
 * Sets Fluent's design tokens (colours, type ramp, radii) as CSS variables, which the pane's own CSS reads too: the web
 * dark theme when Office is dark, else the light one. The page's colour scheme follows, for the browser's own parts
 * (the date fields, scroll bars).
 */
export function useFluentTheme(dark: boolean): void {
  setTheme(dark ? webDarkTheme : webLightTheme);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
}
