import { type Settings, tokenDestination } from '@sv/core';
import type { RuntimeMode } from '../runtime/office-host';
import type { ExcelRuntime } from '../runtime/runtime';
import { settingsSaved } from './campaign-list';
import { button, textInput } from './controls';
import { el, say } from './dom';
import { recalculateWorkbook } from './excel-actions';

export interface ConnectionDefaults {
  settings: Settings;
  /** Why these defaults apply, shown under the form. */
  note: string;
}

/**
 * Token and API addresses. Saving checks the token with one request to the service first, so a typo is caught here
 * rather than in a hundred cells.
 */
export function connectionSection(
  runtime: ExcelRuntime,
  mode: RuntimeMode,
  where: string,
  defaults: ConnectionDefaults | null,
): HTMLElement {
  const token = textInput({
    id: 'sv-token',
    label: 'API token (SV_TOKEN)',
    type: 'password',
    placeholder: defaults?.settings.token ? 'Using the sandbox token' : 'Paste your API token',
  });
  const gateway = textInput({
    id: 'sv-gateway-url',
    label: '3.0 gateway (SV_GATEWAY_URL)',
    type: 'url',
    placeholder: defaults?.settings.gatewayUrl ?? 'https://apigw.seomonitor.com/v3',
  });
  const v1 = textInput({
    id: 'sv-v1-url',
    label: '1.2 address (SV_V1_URL)',
    type: 'url',
    placeholder: defaults?.settings.v1Url ?? 'https://api.seomonitor.com/v1',
  });
  const message = el('p', { class: 'message', role: 'status', 'aria-live': 'polite' });
  const save = button('Check and save', { primary: true, submit: true });
  // Where the token would go, as fetch reads the addresses (a look-alike shows as what it is, or is refused), not as
  // typed: kept up to date while the addresses are edited.
  const destination = el('p', { class: 'hint', id: 'sv-token-destination' });
  const addresses = () => ({
    gatewayUrl: gateway.value || defaults?.settings.gatewayUrl,
    v1Url: v1.value || defaults?.settings.v1Url,
  });
  const destinationText = () => {
    const where = tokenDestination(addresses());
    if (where.problem) return `${where.problem} Nothing is sent until it is corrected.`;
    return `The token goes to ${where.hosts.join(' and ')}${where.serviceOwn ? ' (the service)' : ''}.`;
  };
  const showDestination = () => {
    destination.textContent = destinationText();
  };
  gateway.addEventListener('input', showDestination);
  v1.addEventListener('input', showDestination);
  showDestination();
  // A refusal is about what was typed then: once the user edits the token or an address, it no longer applies.
  const forgetRefusal = () => {
    if (message.dataset.kind === 'error') say(message, '');
  };
  for (const field of [token, gateway, v1]) field.addEventListener('input', forgetRefusal);

  void runtime.loadSettings().then((stored) => {
    token.value = stored.token ?? '';
    gateway.value = stored.gatewayUrl ?? '';
    v1.value = stored.v1Url ?? '';
    showDestination();
  });

  const form = el(
    'form',
    { class: 'stack', id: 'sv-connection' },
    token,
    gateway,
    v1,
    destination,
    el('div', { class: 'row' }, save),
    message,
    el('p', { class: 'hint' }, where),
    el(
      'p',
      { class: 'hint' },
      'The token is sent only to these addresses (empty: the service’s own), and only over https (plain http only for localhost).',
    ),
    defaults ? el('p', { class: 'hint' }, defaults.note) : null,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    save.disabled = true;
    say(message, 'Checking the token with the service…');
    const next: Settings = { token: token.value || defaults?.settings.token, ...addresses() };
    runtime
      .saveSettings(next)
      .then(async () => {
        say(message, `Token accepted and saved. ${destinationText()}`, 'ok');
        settingsSaved(runtime);
        // Cells that showed "no token" rerun; the others answer from the cache.
        if (mode === 'excel') await recalculateWorkbook();
      })
      .catch((error: unknown) => say(message, error instanceof Error ? error.message : String(error), 'error'))
      .finally(() => {
        save.disabled = false;
      });
  });
  return section('Connection', form);
}

export function section(title: string, ...content: HTMLElement[]): HTMLElement {
  return el('section', { class: 'card', 'aria-label': title }, el('h2', {}, title), ...content);
}
