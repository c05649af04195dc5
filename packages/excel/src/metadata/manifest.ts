/** The base every address in the committed manifest.xml starts with. */
export const DEV_BASE_URL = 'https://localhost:3000';

/**
 * The manifest for another host: every development address rebased onto `baseUrl`. Office only loads add-ins over
 * https, so anything else is refused here rather than by Excel at sideload time.
 */
export function manifestFor(devManifest: string, baseUrl: string): string {
  const base = baseUrl.trim().replace(/\/+$/, '');
  if (!/^https:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i.test(base)) {
    throw new Error(`SV_ADDIN_URL must be an https address such as https://example.org/sv, got "${baseUrl}"`);
  }
  if (/["<>&]/.test(base)) throw new Error(`SV_ADDIN_URL must not contain XML special characters: "${baseUrl}"`);
  return devManifest.split(DEV_BASE_URL).join(base);
}
