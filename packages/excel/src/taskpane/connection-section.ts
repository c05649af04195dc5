import type { Settings } from '@sv/core';
import type { RuntimeMode } from '../runtime/office-host';
import type { ExcelRuntime } from '../runtime/runtime';
import { settingsSaved } from './campaign-list';
import { el, say } from './dom';
import { recalculateWorkbook } from './excel-actions';
import { paneMessage } from './pane-wording';

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
  const token = el('input', { id: 'sv-token', type: 'password', autocomplete: 'off', spellcheck: 'false' });
  const gateway = el('input', { id: 'sv-gateway-url', type: 'url', spellcheck: 'false' });
  const v1 = el('input', { id: 'sv-v1-url', type: 'url', spellcheck: 'false' });
  const message = el('p', { class: 'message', role: 'status', 'aria-live': 'polite' });
  const save = el('button', { type: 'submit', class: 'primary' }, 'Check and save');

  gateway.placeholder = defaults?.settings.gatewayUrl ?? 'https://apigw.seomonitor.com/v3';
  v1.placeholder = defaults?.settings.v1Url ?? 'https://api.seomonitor.com/v1';
  token.placeholder = defaults?.settings.token ? 'Using the sandbox token' : 'Paste your API token';

  void runtime.loadSettings().then((stored) => {
    token.value = stored.token ?? '';
    gateway.value = stored.gatewayUrl ?? '';
    v1.value = stored.v1Url ?? '';
  });

  const form = el(
    'form',
    { class: 'stack', id: 'sv-connection' },
    field('API token (SV_TOKEN)', token),
    field('3.0 gateway (SV_GATEWAY_URL)', gateway),
    field('1.2 address (SV_V1_URL)', v1),
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
    const next: Settings = {
      token: token.value || defaults?.settings.token,
      gatewayUrl: gateway.value || defaults?.settings.gatewayUrl,
      v1Url: v1.value || defaults?.settings.v1Url,
    };
    runtime
      .saveSettings(next)
      .then(async () => {
        say(message, 'Token accepted and saved.', 'ok');
        settingsSaved(runtime);
        // Cells that showed "no token" rerun; the others answer from the cache.
        if (mode === 'excel') await recalculateWorkbook();
      })
      .catch((error: unknown) =>
        say(message, paneMessage(error instanceof Error ? error.message : String(error)), 'error'),
      )
      .finally(() => {
        save.disabled = false;
      });
  });
  return section('Connection', form);
}

function field(label: string, input: HTMLInputElement): HTMLElement {
  return el('label', { class: 'field' }, el('span', {}, label), input);
}

export function section(title: string, ...content: HTMLElement[]): HTMLElement {
  return el('section', { class: 'card', 'aria-label': title }, el('h2', {}, title), ...content);
}
