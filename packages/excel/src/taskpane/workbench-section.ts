import {
  areaTitle,
  COMPARE_CHOICES,
  type FunctionDef,
  functionAreas,
  optionsWithComparison,
  type ParamDef,
} from '@sv/core';
import type { RuntimeMode } from '../runtime/office-host';
import type { ExcelRuntime } from '../runtime/runtime';
import { type ArgumentValue, formulaFor } from '../shared/formula';
import { argumentsFor } from './argument-values';
import { campaignPicker } from './campaign-picker';
import { section } from './connection-section';
import { button, chosen, dropdown, textInput } from './controls';
import { el, say } from './dom';
import { writeFormulaToActiveCell } from './excel-actions';
import { formatInsertedResult } from './format-inserted-result';
import { resultTable } from './result-table';

/** What Excel passes last; the add-in's functions only skip it, so the workbench passes a plain stand-in. */
const WORKBENCH_INVOCATION = Object.freeze({ functionName: 'workbench' });

export interface Workbench {
  element: HTMLElement;
  select(name: string): void;
}

/**
 * Pick a function, fill its arguments, see the table: the arguments go, as Excel would pass them, to the very
 * function registered with `CustomFunctions.associate`, so the preview shows exactly what a cell would.
 */
export function workbenchSection(runtime: ExcelRuntime, mode: RuntimeMode): Workbench {
  // The functions by service area, as the catalogue lists them: 68 names in one list are hard to scan.
  const picker = dropdown(
    'sv-function',
    'sv-function-label',
    'Choose a function',
    functionAreas(runtime.catalogue).flatMap((area, areaIndex) => [
      { heading: areaTitle(area) },
      ...area.functions.map((definition, index) => ({
        value: definition.name,
        text: definition.name,
        selected: areaIndex === 0 && index === 0,
      })),
    ]),
  );
  const help = el('p', { class: 'hint', id: 'sv-function-help' });
  const columns = el('p', { class: 'hint' });
  const inputsBox = el('div', { class: 'stack', id: 'sv-arguments' });
  const formula = el('code', { id: 'sv-formula' });
  const run = button('Run', { primary: true, submit: true, id: 'sv-run' });
  const insert = button('Insert into selected cell', { id: 'sv-insert' });
  const message = el('p', { class: 'message', role: 'status', 'aria-live': 'polite', id: 'sv-run-message' });
  const output = el('div', { id: 'sv-output' });
  // One campaign picker for every function that asks for a campaign: the choice stays when the function changes.
  const campaign = campaignPicker(runtime, 'sv-arg-campaign_id', 'campaign_id');
  campaign.element.addEventListener('input', () => updateFormula());
  campaign.element.addEventListener('change', () => updateFormula());
  let inputs: { param: ParamDef; control: HTMLElement; value: () => string }[] = [];

  const current = (): FunctionDef =>
    runtime.catalogue.find((definition) => definition.name === chosen(picker)) ?? (runtime.catalogue[0] as FunctionDef);
  // "Compare with", for a function over a period: written into the options argument as compare=.
  let comparison: (() => string) | undefined;
  const currentArguments = () =>
    argumentsFor(
      inputs.map(({ param }) => param),
      inputs.map(({ param, value }) =>
        param.type === 'options' && comparison ? optionsWithComparison(value(), comparison()) : value(),
      ),
    );
  const formulaText = () => formulaFor(current().name, currentArguments().map(asTyped));
  const updateFormula = () => {
    formula.textContent = formulaText();
  };

  const showFunction = () => {
    const definition = current();
    help.textContent = definition.help;
    columns.textContent = definition.result;
    inputs = definition.params.map((param) => {
      if (param.name === 'campaign_id') {
        campaign.load();
        campaign.describe(param.help);
        return { param, control: campaign.element, value: () => campaign.value() };
      }
      const input = inputFor(param);
      input.control.addEventListener('input', updateFormula);
      input.control.addEventListener('change', updateFormula);
      return { param, ...input };
    });
    const compare = compares(definition) ? compareControl() : undefined;
    comparison = compare?.value;
    compare?.control.addEventListener('change', updateFormula);
    inputsBox.replaceChildren(...inputs.map(({ control }) => control), ...(compare ? [compare.control] : []));
    output.replaceChildren();
    say(message, '');
    updateFormula();
  };
  picker.addEventListener('change', showFunction);

  const form = el(
    'form',
    { class: 'stack', id: 'sv-workbench' },
    el('div', { class: 'field' }, el('span', { id: 'sv-function-label' }, 'Function'), picker),
    help,
    el('details', { class: 'columns' }, el('summary', { class: 'hint' }, 'Rows and columns'), columns),
    inputsBox,
    el('p', { class: 'formula' }, formula),
    el('div', { class: 'row' }, run, mode === 'excel' ? insert : null),
    message,
    output,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const definition = current();
    run.disabled = true;
    output.replaceChildren();
    say(message, `Running SV.${definition.name}…`);
    const started = performance.now();
    runtime
      .customFunction(definition.name, 'pane')(...currentArguments(), WORKBENCH_INVOCATION)
      .then((grid) => {
        say(message, `Done in ${Math.round(performance.now() - started)} ms.`, 'ok');
        output.replaceChildren(resultTable(grid));
      })
      .catch((error: unknown) => {
        // Both CustomFunctions.Error and the preview's look-alike carry the cell's error code.
        const code = (error as { code?: string } | null)?.code ?? '#VALUE!';
        say(message, `${code} ${hasMessage(error) ? error.message : String(error)}`, 'error');
      })
      .finally(() => {
        run.disabled = false;
      });
  });
  insert.addEventListener('click', () => {
    const text = formulaText();
    const name = current().name;
    const args = currentArguments();
    writeFormulaToActiveCell(text)
      .then(async (cell) => {
        const wrote = `Wrote ${text} into ${cell.address}.`;
        say(message, wrote, 'ok');
        // Where this Excel shows the result's figures without formats, the pane gives its columns theirs.
        const formatted = await formatInsertedResult(runtime, name, args, cell);
        if (formatted) say(message, `${wrote} ${formatted}`, 'ok');
      })
      .catch((error: unknown) => say(message, `Could not write the formula: ${String(error)}`, 'error'));
  });
  showFunction();

  return {
    element: section('Try a function', form),
    select(name) {
      picker.value = name;
      showFunction();
      form.scrollIntoView({ behavior: 'smooth', block: 'start' });
    },
  };
}

/** A parameter's field: its name (optional or not), the control, and its help under it. */
function inputFor(param: ParamDef): { control: HTMLElement; value: () => string } {
  const id = `sv-arg-${param.name}`;
  const label = param.optional ? `${param.name} (optional)` : param.name;
  const help = el('small', {}, param.help);
  if (param.type === 'enum' || param.type === 'boolean') {
    const values = param.type === 'boolean' ? ['TRUE', 'FALSE'] : (param.values ?? []);
    const labelId = `${id}-label`;
    const choice = dropdown(
      id,
      labelId,
      param.optional ? '(default)' : '(choose)',
      // An optional argument can be left out again once a value was chosen.
      [
        ...(param.optional ? [{ value: '', text: '(default)' }] : []),
        ...values.map((value) => ({ value, text: value })),
      ],
    );
    return {
      control: el('div', { class: 'field' }, el('span', { id: labelId }, label), choice, help),
      value: () => chosen(choice),
    };
  }
  const input = textInput({ id, label, name: param.name, placeholder: placeholderFor(param) });
  return { control: el('div', { class: 'field' }, input, help), value: () => input.value };
}

/**
 * One value typed for a range argument is written as typed ("limit=5", not the array constant {"limit=5"}), as the
 * catalogue's examples and the Sheets sidebar write it; Excel hands it to the function as the same 1x1 range.
 */
function asTyped(value: ArgumentValue): ArgumentValue {
  return Array.isArray(value) && value.length === 1 && value[0]?.length === 1 ? (value[0][0] ?? null) : value;
}

function compares(definition: FunctionDef): boolean {
  return definition.options !== undefined && 'compare' in definition.options;
}

/** The "Compare with" field: the earlier period each figure is shown beside. */
function compareControl(): { control: HTMLElement; value: () => string } {
  const labelId = 'sv-compare-label';
  const choice = dropdown('sv-compare', labelId, COMPARE_CHOICES[0]?.text ?? '', [...COMPARE_CHOICES]);
  const help = el(
    'small',
    {},
    'Each figure gets two more columns: its value then, and the change (compare= in options).',
  );
  return {
    control: el('div', { class: 'field' }, el('span', { id: labelId }, 'Compare with'), choice, help),
    value: () => chosen(choice),
  };
}

function placeholderFor(param: ParamDef): string {
  switch (param.type) {
    case 'date':
      return 'YYYY-MM-DD, today, 30 days ago';
    case 'list':
      return 'comma-separated';
    case 'options':
      return 'key=value; key=value';
    default:
      return '';
  }
}

function hasMessage(value: unknown): value is { message: string } {
  return typeof (value as { message?: unknown } | null)?.message === 'string';
}
