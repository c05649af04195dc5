import {
  checkToken,
  createFetchHost,
  didYouMean,
  type FetchLike,
  runAsync,
  SETTING_NAMES,
  type Settings,
  tokenDestination,
} from '@sv/core';
import { type CommandLine, singleFlag } from './command-line';
import { escapeControls } from './output/control-escape';
import { readSecret, type SecretInput } from './read-secret';
import { configFile, type Env, othersAccess, readConfig, removeConfig, writeConfig } from './settings/config-file';
import { UsageError } from './usage-error';

const LOGIN_FLAGS = new Set(['gateway-url', 'v1-url', 'help']);

export interface LoginIo {
  env: Env;
  stdin: SecretInput;
  stderr: { write(text: string): unknown };
  fetch: FetchLike;
}

export const LOGIN_HELP = `${[
  'sv login [--gateway-url URL] [--v1-url URL]',
  '',
  '  Reads the API token from standard input (a hidden prompt on a terminal, or the first line piped in),',
  '  checks it against the service with one request, and saves it with the addresses in the configuration',
  '  folder, readable only by you. SV_TOKEN, SV_GATEWAY_URL and SV_V1_URL in the environment come first.',
  '  Saved addresses go only with the token saved beside them: a new token, or SV_TOKEN, goes to the',
  '  addresses given (flags or environment) or the default ones. A settings file that is not yours, or that',
  '  others can write to, is ignored with a warning.',
  '  sv logout forgets the saved token.',
].join('\n')}\n`;

/** `sv login`: the token is checked before it is saved, as the Sheets dialog and the Excel pane do. */
export async function login(line: CommandLine, io: LoginIo, secrets: (string | undefined)[]): Promise<void> {
  for (const name of line.flags.keys()) {
    if (!LOGIN_FLAGS.has(name)) {
      const near = didYouMean(name, [...LOGIN_FLAGS], (flag) => `--${flag}`);
      throw new UsageError(`sv login has no flag --${name}.${near} ${LOGIN_HELP}`);
    }
  }
  if (line.positionals.length > 0) {
    throw new UsageError('sv login takes no arguments: the token is read from standard input, never the command line.');
  }
  const saved = readConfig(io.env);
  if (saved.ignored !== undefined) io.stderr.write(`${escapeControls(saved.ignored)}\n`);
  const token = await readSecret(io.stdin, (text) => io.stderr.write(text));
  const addresses = addressesFor(line, token, saved.settings, io);
  const checked: Settings = {
    token,
    gatewayUrl: addresses.gatewayUrl ?? io.env[SETTING_NAMES.gatewayUrl],
    v1Url: addresses.v1Url ?? io.env[SETTING_NAMES.v1Url],
  };
  // The caller redacts every message it shows with these, the service's refusal of this token too.
  secrets.push(token);
  await runAsync(checkToken(checked, undefined, 'terminal'), createFetchHost(io.fetch));
  const file = writeConfig(io.env, { token, ...addresses });
  const notes = [`Token checked and saved in ${file} (readable only by you).`];
  // The hosts as the core reads them (what the token goes to), named whenever they are not the service's own.
  const destination = tokenDestination(checked);
  if (!destination.serviceOwn) notes.push(`It goes only to ${destination.hosts.join(' and ')}.`);
  if (io.env[SETTING_NAMES.token])
    notes.push(`Note: ${SETTING_NAMES.token} is set in the environment and is used first.`);
  io.stderr.write(`${escapeControls(notes.join('\n'))}\n`);
}

/**
 * The addresses to check and save the typed token with: the flags; else those saved earlier, but only with the very
 * token saved beside them (the file's addresses never receive another token, see settingsFrom); else none (the
 * environment's, then the defaults). Saved addresses left out are named, with the flags that keep them.
 */
function addressesFor(line: CommandLine, token: string, saved: Settings, io: LoginIo): Settings {
  const flags = { gatewayUrl: singleFlag(line, 'gateway-url'), v1Url: singleFlag(line, 'v1-url') };
  const sameToken = saved.token === token;
  const kept = {
    gatewayUrl: flags.gatewayUrl ?? (sameToken ? saved.gatewayUrl : undefined),
    v1Url: flags.v1Url ?? (sameToken ? saved.v1Url : undefined),
  };
  const dropped = (['gatewayUrl', 'v1Url'] as const).filter(
    (field) => saved[field] !== undefined && kept[field] === undefined,
  );
  if (dropped.length > 0) {
    const again = dropped.map((field) => `--${field === 'gatewayUrl' ? 'gateway-url' : 'v1-url'} ${saved[field]}`);
    io.stderr.write(
      `${escapeControls(
        `Note: the addresses saved in ${configFile(io.env)} go only with the token saved beside them, so this new ` +
          'token is checked and saved without them (it goes to SV_GATEWAY_URL and SV_V1_URL if set, else to the ' +
          `default addresses). To keep them, run: sv login ${again.join(' ')}`,
      )}\n`,
    );
  }
  return kept;
}

/** `sv logout`. */
export function logout(io: Pick<LoginIo, 'env' | 'stderr'>): void {
  io.stderr.write(removeConfig(io.env) ? 'The saved token is forgotten.\n' : 'No token was saved.\n');
}

/** A saved file others can read is reported, never silently used as if it were private. */
export function permissionWarning(env: Env, file: string): string | undefined {
  return othersAccess(env) !== 0
    ? `warning: ${file} can be read by other users of this computer; run: chmod 600 "${file}"`
    : undefined;
}
