import { describeValue } from './cell';

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
/**
 * Dot-separated labels of letters (any script), digits, `_` and inner hyphens, each up to 63 characters; a top-level
 * label starting with a letter; 253 characters in all.
 */
const HOST_NAME =
  /^(?=.{1,253}$)(?:[\p{L}\p{N}_](?:[\p{L}\p{N}_-]{0,61}[\p{L}\p{N}_])?\.)+\p{L}(?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const PORT = /:\d{1,5}$/;

/** A domain, or a domain with a URL path, as the service compares them; or why the text is not one. */
export type DomainReading = { domain: string } | { problem: string };

interface Parts {
  host: string;
  port: string;
  path: string;
  /** A query (`?…`), fragment (`#…`) or user name (`user@`) that no domain or URL path argument can carry. */
  extra?: 'query' | 'fragment' | 'user';
}

/** Scheme and trailing slashes dropped; the host lower-cased; `www.` kept (it is a different host). */
function partsOf(text: string): Parts {
  const withoutScheme = text.trim().replace(SCHEME, '').replace(/\/+$/, '');
  const pathStart = withoutScheme.search(/[/?#\\]/);
  const authority = pathStart < 0 ? withoutScheme : withoutScheme.slice(0, pathStart);
  const rest = pathStart < 0 ? '' : withoutScheme.slice(pathStart);
  const port = PORT.exec(authority)?.[0] ?? '';
  const host = authority.slice(0, authority.length - port.length).toLowerCase();
  const extra = rest.includes('?')
    ? 'query'
    : rest.includes('#')
      ? 'fragment'
      : authority.includes('@')
        ? 'user'
        : undefined;
  return { host, port, path: rest, extra };
}

const EXTRA_PROBLEM: Readonly<Record<NonNullable<Parts['extra']>, string>> = {
  query: 'has a query (the part from ?), which a domain cannot carry',
  fragment: 'has a # part, which a domain cannot carry',
  user: 'has a user name (the part before @), which a domain cannot carry',
};

/**
 * The one rule for domain arguments (competitors, domains, the `domain` option): a host name only, e.g. `rival.com`
 * or `shop.rival.co.uk`. A scheme and a trailing slash are dropped and the host lower-cased; a path, query, port or
 * anything that is not a host name is refused, because the service compares whole domains and the 1.2 interface
 * puts them into the address.
 */
export function readDomain(text: string): DomainReading {
  const shown = describeValue(text.trim());
  const parts = partsOf(text);
  if (parts.extra) return { problem: `${shown} ${EXTRA_PROBLEM[parts.extra]}` };
  if (parts.path !== '') return { problem: `${shown} is an address with a path, not a domain` };
  if (parts.port !== '') return { problem: `${shown} has a port, which a domain cannot carry` };
  if (!HOST_NAME.test(parts.host)) return { problem: `${shown} is not a domain` };
  return { domain: parts.host };
}

/**
 * A domain (`rival.com`, the whole site) or a domain with a URL path (`rival.com/blog`, that section only). The path
 * is kept as typed but may hold no query, fragment, backslash, spaces or `.`/`..` segments.
 */
export function readDomainOrUrl(text: string): DomainReading {
  const shown = describeValue(text.trim());
  const parts = partsOf(text);
  if (parts.extra)
    return { problem: `${shown} ${EXTRA_PROBLEM[parts.extra].replace('a domain', 'a domain or URL path')}` };
  if (parts.port !== '') return { problem: `${shown} has a port, which a domain cannot carry` };
  if (!HOST_NAME.test(parts.host)) return { problem: `${shown} is not a domain or URL` };
  if (
    /[\s\\\p{Cc}]/u.test(parts.path) ||
    parts.path.split('/').some((segment) => segment === '.' || segment === '..')
  ) {
    return { problem: `${shown} has a path that cannot be sent (spaces, \\, . or .. segments)` };
  }
  return { domain: parts.host + parts.path };
}

/**
 * A domain as the service compares them: no scheme, no trailing slash, host in lower case, `www.` kept. A URL path is
 * kept as typed. Undefined when the text cannot be a domain or URL path (see `readDomainOrUrl`).
 */
export function normaliseDomain(text: string): string | undefined {
  const reading = readDomainOrUrl(text);
  return 'domain' in reading ? reading.domain : undefined;
}
