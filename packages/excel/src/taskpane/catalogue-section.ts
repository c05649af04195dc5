import { argumentSummary, type FunctionDef } from '@sv/core';
import { section } from './connection-section';
import { el } from './dom';

/**
 * Every registry function with its help, parameters and result. The button opens it in the workbench, where its
 * arguments are filled in: run there, or (in Excel) written as a formula into the selected cell.
 */
export function catalogueSection(
  functions: readonly FunctionDef[],
  mode: 'excel' | 'preview',
  use: (name: string) => void,
): HTMLElement {
  const filter = el('input', { type: 'search', id: 'sv-catalogue-filter', placeholder: 'Filter functions' });
  const items = functions.map((definition) => {
    const label = mode === 'excel' ? 'Insert…' : 'Try';
    const open = el('button', { type: 'button', class: 'small', 'data-function': definition.name }, label);
    open.addEventListener('click', () => use(definition.name));
    const item = el(
      'li',
      { class: 'function', 'data-name': definition.name },
      el(
        'details',
        {},
        el('summary', {}, el('code', {}, `SV.${definition.name}`), ' ', el('span', { class: 'help' }, definition.help)),
        el('p', { class: 'signature' }, el('code', {}, signature(definition))),
        el(
          'ul',
          { class: 'params' },
          ...definition.params.map((param) =>
            el(
              'li',
              {},
              el('code', {}, param.optional ? `[${param.name}]` : param.name),
              ` ${argumentSummary(definition, param)}`,
            ),
          ),
        ),
        el('p', { class: 'hint' }, definition.result),
      ),
      open,
    );
    return { definition, item };
  });
  filter.addEventListener('input', () => {
    const words = filter.value.toLowerCase().split(/\s+/).filter(Boolean);
    for (const { definition, item } of items) {
      const text = `${definition.name} ${definition.help}`.toLowerCase();
      item.hidden = !words.every((word) => text.includes(word));
    }
  });
  return section(
    'Functions',
    filter,
    el('ul', { class: 'catalogue', id: 'sv-catalogue' }, ...items.map(({ item }) => item)),
  );
}

export function signature(definition: FunctionDef): string {
  const params = definition.params.map((param) => (param.optional ? `[${param.name}]` : param.name));
  return `=SV.${definition.name}(${params.join(', ')})`;
}
