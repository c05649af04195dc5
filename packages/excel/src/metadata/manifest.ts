/** The base every address in the committed manifest.xml starts with. */
export const DEV_BASE_URL = 'https://localhost:3000';

/**
 * The base address the add-in's files will be served from: `SV_ADDIN_URL` as given (trailing slashes dropped), or the
 * development address when it is unset. Office only loads add-ins over https, so anything else is refused here, with
 * what to type instead, rather than by Excel at sideload time.
 */
export function addinBaseUrl(configured: string | undefined): string {
  const given = configured?.trim() ?? '';
  if (given === '') return DEV_BASE_URL;
  const base = given.replace(/\/+$/, '');
  if (!/^https:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i.test(base)) {
    throw new Error(
      `SV_ADDIN_URL must be an https address such as https://example.org/sv (no query or #), got "${configured}".`,
    );
  }
  if (/["<>&]/.test(base)) {
    throw new Error(`SV_ADDIN_URL must not contain the characters " < > &, got "${configured}".`);
  }
  return base;
}

/** The manifest for another host: every development address rebased onto `baseUrl` (checked as above). */
export function manifestFor(devManifest: string, baseUrl: string): string {
  if (baseUrl.trim() === '') throw new Error('SV_ADDIN_URL must be an https address such as https://example.org/sv.');
  return devManifest.split(DEV_BASE_URL).join(addinBaseUrl(baseUrl));
}
