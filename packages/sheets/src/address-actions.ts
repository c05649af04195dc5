import { DEFAULT_GATEWAY_URL, DEFAULT_V1_URL, resolveSettings } from '@sv/core';
import { type Addresses, readAddresses, saveAddresses } from './settings-store';

export interface AddressesView extends Addresses {
  defaults: Addresses;
}

export function addressesView(): AddressesView {
  return { ...readAddresses(), defaults: { gatewayUrl: DEFAULT_GATEWAY_URL, v1Url: DEFAULT_V1_URL } };
}

/** Refuses an address the core could not use, with the core's own message, before storing anything. */
export function saveAddressesFromDialog(input: unknown): string {
  const value = (input ?? {}) as Partial<Record<keyof Addresses, unknown>>;
  const addresses: Addresses = {
    gatewayUrl: typeof value.gatewayUrl === 'string' ? value.gatewayUrl.trim() : '',
    v1Url: typeof value.v1Url === 'string' ? value.v1Url.trim() : '',
  };
  // The core validates addresses as part of the settings; the token is irrelevant to this check.
  resolveSettings({ token: 'address-check', ...addresses });
  saveAddresses(addresses);
  return 'Saved. Formulas use these addresses from their next calculation.';
}
