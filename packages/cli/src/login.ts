import {
  checkToken,
  createFetchHost,
  DEFAULT_GATEWAY_URL,
  DEFAULT_V1_URL,
  didYouMean,
  type FetchLike,
  runAsync,
  SETTING_NAMES,
  type Settings,
  tokenDestination,
} from '@sv/core';
import { type CommandLine, singleFlag } from './command-line';
import { forgetHints } from './hint-cache/hint-cache';
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
  '  checks it against the service with one request, and saves it in the configuration folder, readable',
  '  only by you, with the addresses it was checked at (the flags, else those saved with this very token,',
  '  else SV_GATEWAY_URL and SV_V1_URL from the environment); its answer names each address and where it',
  '  came from. SV_TOKEN, SV_GATEWAY_URL and SV_V1_URL in the environment come first.',
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
  const checked: Settings = { token, gatewayUrl: addresses.gatewayUrl?.url, v1Url: addresses.v1Url?.url };
  // The caller redacts every message it shows with these, the service's refusal of this token too.
  secrets.push(token);
  await runAsync(checkToken(checked, undefined, 'terminal'), createFetchHost(io.fetch));
  // Saved with the addresses it was checked with, from wherever they came: a token checked at one server and kept
  // without its address would go to the service's own once the environment no longer names that server.
  const file = writeConfig(io.env, checked);
  io.stderr.write(`${escapeControls(loginAnswer(file, checked, addresses, io.env).join('\n'))}\n`);
}

/** An address the token is checked and saved with, and where it came from (said in the answer). */
interface ChosenAddress {
  url: string;
  from: string;
}

type ChosenAddresses = Partial<Record<'gatewayUrl' | 'v1Url', ChosenAddress>>;

const FLAG_OF = { gatewayUrl: 'gateway-url', v1Url: 'v1-url' } as const;

/**
 * What `sv login` says it did: where the token was checked (the 3.0 gateway, as the core reads its host), where it
 * was saved, with which addresses and where they came from, and where it goes from now on.
 */
function loginAnswer(file: string, checked: Settings, addresses: ChosenAddresses, env: Env): string[] {
  const destination = tokenDestination(checked);
  const lines = [`Token checked at ${destination.hosts[0]} and saved in ${file} (readable only by you).`];
  const saved = (['gatewayUrl', 'v1Url'] as const).flatMap((field) => {
    const address = addresses[field];
    return address === undefined ? [] : [`${SETTING_NAMES[field]} ${address.url} (${address.from})`];
  });
  if (saved.length === 1) {
    lines.push(
      `Saved with it, the address it was checked with: ${saved[0]}. The token goes there even when the environment ` +
        'no longer sets it; the other address is the default one.',
    );
  } else if (saved.length === 2) {
    lines.push(
      `Saved with it, the addresses it was checked with: ${saved.join(' and ')}. The token goes there even when the ` +
        'environment no longer sets them.',
    );
  } else {
    lines.push(
      `No address was saved with it: it goes to the service's own addresses (${DEFAULT_GATEWAY_URL}, ` +
        `${DEFAULT_V1_URL}), or to ${SETTING_NAMES.gatewayUrl} and ${SETTING_NAMES.v1Url} when the environment sets them.`,
    );
  }
  if (!destination.serviceOwn) lines.push(`It goes only to ${destination.hosts.join(' and ')}.`);
  if (env[SETTING_NAMES.token]) lines.push(`Note: ${SETTING_NAMES.token} is set in the environment and is used first.`);
  return lines;
}

/**
 * The addresses to check and save the typed token with: the flags; else those saved earlier, but only with the very
 * token saved beside them (the file's addresses never receive another token, see settingsFrom); else the
 * environment's; else none (the defaults). Saved addresses left out are named, with the flags that keep them.
 */
function addressesFor(line: CommandLine, token: string, saved: Settings, io: LoginIo): ChosenAddresses {
  const sameToken = saved.token === token;
  const chosen: ChosenAddresses = {};
  for (const field of ['gatewayUrl', 'v1Url'] as const) {
    const flag = singleFlag(line, FLAG_OF[field]);
    const kept = sameToken ? saved[field] : undefined;
    const environment = io.env[SETTING_NAMES[field]];
    if (flag !== undefined) chosen[field] = { url: flag, from: `from --${FLAG_OF[field]}` };
    else if (kept !== undefined) chosen[field] = { url: kept, from: 'saved before with this token' };
    else if (environment) chosen[field] = { url: environment, from: 'from the environment' };
  }
  const dropped = (['gatewayUrl', 'v1Url'] as const).filter(
    (field) => saved[field] !== undefined && !sameToken && singleFlag(line, FLAG_OF[field]) === undefined,
  );
  if (dropped.length > 0) {
    const again = dropped.map((field) => `--${FLAG_OF[field]} ${saved[field]}`);
    io.stderr.write(
      `${escapeControls(
        `Note: the addresses saved in ${configFile(io.env)} go only with the token saved beside them, so this new ` +
          `token is checked and saved without them (with ${SETTING_NAMES.gatewayUrl} and ${SETTING_NAMES.v1Url} ` +
          `if set, else the default addresses). To keep them, run: sv login ${again.join(' ')}`,
      )}\n`,
    );
  }
  return chosen;
}

/** `sv logout`. */
export function logout(io: Pick<LoginIo, 'env' | 'stderr'>): void {
  io.stderr.write(removeConfig(io.env) ? 'The saved token is forgotten.\n' : 'No token was saved.\n');
  // The campaigns list kept to pace long pulls is the account's: it goes with the token.
  if (forgetHints(io.env)) io.stderr.write('The campaign counts sv kept are forgotten too.\n');
}

/** A saved file others can read is reported, never silently used as if it were private. */
export function permissionWarning(env: Env, file: string): string | undefined {
  return othersAccess(env) !== 0
    ? `warning: ${file} can be read by other users of this computer; run: chmod 600 "${file}"`
    : undefined;
}
