import { DEFAULT_GATEWAY_URL, DEFAULT_V1_URL, resolveSettings, tokenDestination } from '@sv/core';
import { toSheetError } from '../cells/sheet-error';
import {
  type Addresses,
  activeTokenScope,
  parseScope,
  readAddresses,
  type SettingScope,
  saveAddresses,
} from '../host/settings-store';

export interface AddressesView {
  /** The addresses each place stores (empty text = the service's default). */
  document: Addresses;
  user: Addresses;
  defaults: Addresses;
  /** Whose token the cells use now, so the dialog opens on the addresses that token goes to; null: no token. */
  tokenScope: SettingScope | null;
}

export function addressesView(): AddressesView {
  return {
    document: readAddresses('document'),
    user: readAddresses('user'),
    defaults: { gatewayUrl: DEFAULT_GATEWAY_URL, v1Url: DEFAULT_V1_URL },
    tokenScope: activeTokenScope(),
  };
}

/**
 * Saves the addresses of one place: the spreadsheet's go only with the spreadsheet's shared token, the user's own
 * only with the user's own token. Refuses an address the core could not use, with the core's own message (https
 * only, except for this computer), before storing anything.
 */
export function saveAddressesFromDialog(input: unknown, rawScope: unknown): string {
  const scope = parseScope(rawScope);
  const value = (input ?? {}) as Partial<Record<keyof Addresses, unknown>>;
  const addresses: Addresses = {
    gatewayUrl: typeof value.gatewayUrl === 'string' ? value.gatewayUrl.trim() : '',
    v1Url: typeof value.v1Url === 'string' ? value.v1Url.trim() : '',
  };
  try {
    // The core validates addresses as part of the settings; the token is irrelevant to this check.
    resolveSettings({ token: 'address-check', ...addresses });
  } catch (error) {
    throw toSheetError(error);
  }
  const { tokenRemoved } = saveAddresses(addresses, scope);
  const owner = scope === 'document' ? "The spreadsheet's shared token" : 'Your own token';
  // The hosts as the core reads them, what the token will go to, not the addresses as typed.
  const destination = tokenDestination(addresses);
  const hosts = destination.serviceOwn ? 'the service' : destination.hosts.join(' and ');
  const saved =
    scope === 'document'
      ? `Saved for everyone who edits this spreadsheet: the spreadsheet's shared token goes to ${hosts}.`
      : `Saved for you only: your own token goes to ${hosts}.`;
  if (tokenRemoved) {
    return `${saved} ${owner} was checked at the old addresses, so it was removed: set it again (Set API token…) to check it at these.`;
  }
  const inUse = activeTokenScope();
  if (inUse === null || inUse === scope) return `${saved} Formulas use them from their next calculation.`;
  return inUse === 'document'
    ? `${saved} The cells use this spreadsheet's shared token, which goes only to the spreadsheet's addresses, so these apply once the shared token is removed.`
    : `${saved} The cells use your own token, which goes only to your own addresses, so these apply to whoever sets a shared token for this spreadsheet.`;
}
