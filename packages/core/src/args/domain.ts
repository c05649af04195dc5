const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
/** Dot-separated labels of letters (any script), digits, `_` and inner hyphens; a top-level label starting with a letter; an optional port. */
const HOST =
  /^(?=.{1,253}(?::|$))(?:[\p{L}\p{N}_](?:[\p{L}\p{N}_-]*[\p{L}\p{N}_])?\.)+\p{L}(?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?::\d{1,5})?$/u;

/**
 * A domain as the service compares them: no scheme, no trailing slash, host in lower case, `www.` kept (it is a
 * different host). A path is kept as typed. Undefined when the text cannot be a domain.
 */
export function normaliseDomain(text: string): string | undefined {
  const withoutScheme = text.trim().replace(SCHEME, '').replace(/\/+$/, '');
  const pathStart = withoutScheme.search(/[/?#]/);
  const host = (pathStart < 0 ? withoutScheme : withoutScheme.slice(0, pathStart)).toLowerCase();
  const rest = pathStart < 0 ? '' : withoutScheme.slice(pathStart);
  if (!HOST.test(host) || /\s/.test(rest)) return undefined;
  return host + rest;
}
