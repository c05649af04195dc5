import { areaTitle, argumentSummary, type FunctionDef, functionAreas } from '@sv/core';
import { matchesFilter, searchableText } from './catalogue-filter';
import { section } from './connection-section';
import { button, textInput } from './controls';
import { el } from './dom';
import { exampleFormula } from './function-example';

/**
 * Every registry function, grouped by the service's areas (3.0 first, then 1.2), with its help, an example, its
 * parameters and result. The button opens it in the workbench, where its arguments are filled in: run there, or (in
 * Excel) written as a formula into the selected cell. The filter hides functions and, with them, emptied areas.
 */
export function catalogueSection(
  functions: readonly FunctionDef[],
  mode: 'excel' | 'preview',
  use: (name: string) => void,
): HTMLElement {
  const filter = textInput({
    id: 'sv-catalogue-filter',
    label: 'Filter functions',
    placeholder: 'share of voice, search volume…',
  });
  const count = el('p', { class: 'hint', id: 'sv-catalogue-count', role: 'status', 'aria-live': 'polite' });
  const areas = functionAreas(functions).map((area) => {
    const items = area.functions.map((definition) => ({
      item: functionItem(definition, mode, use),
      text: searchableText(definition),
    }));
    const element = el(
      'li',
      { class: 'area', 'data-area': area.area, 'data-api': area.api },
      el('h3', {}, areaTitle(area)),
      el('ul', { class: 'functions' }, ...items.map(({ item }) => item)),
    );
    return { element, items };
  });
  const total = functions.length;
  const apply = () => {
    let shown = 0;
    for (const area of areas) {
      let inArea = 0;
      for (const { item, text } of area.items) {
        item.hidden = !matchesFilter(text, filter.value);
        if (!item.hidden) inArea += 1;
      }
      area.element.hidden = inArea === 0;
      shown += inArea;
    }
    count.textContent =
      shown === total ? `${total} functions.` : `${shown} of ${total} functions match “${filter.value.trim()}”.`;
  };
  filter.addEventListener('input', apply);
  apply();
  return section(
    'Functions',
    filter,
    count,
    el('ul', { class: 'catalogue', id: 'sv-catalogue' }, ...areas.map(({ element }) => element)),
  );
}

function functionItem(definition: FunctionDef, mode: 'excel' | 'preview', use: (name: string) => void): HTMLElement {
  const open = button(mode === 'excel' ? 'Insert…' : 'Try', {
    small: true,
    spoken: `${mode === 'excel' ? 'Insert' : 'Try'} ${definition.name}`,
    data: { function: definition.name },
  });
  open.addEventListener('click', () => use(definition.name));
  return el(
    'li',
    { class: 'function', 'data-name': definition.name },
    el(
      'details',
      {},
      el('summary', {}, el('code', {}, `SV.${definition.name}`), ' ', el('span', { class: 'help' }, definition.help)),
      el(
        'p',
        { class: 'example' },
        el('span', { class: 'hint' }, 'Example '),
        el('code', { class: 'example-formula' }, exampleFormula(definition)),
      ),
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
}

export function signature(definition: FunctionDef): string {
  const params = definition.params.map((param) => (param.optional ? `[${param.name}]` : param.name));
  return `=SV.${definition.name}(${params.join(', ')})`;
}
