import { ipv6Literal } from './ipv6-literal';
import { ownEntry } from './own-entry';

/**
 * A service address (SV_GATEWAY_URL, SV_V1_URL) read the one way every program that handles it reads it.
 *
 * Our own reader, not `URL`: Apps Script's V8 has no global `URL`, and a WHATWG URL library carries Unicode mapping
 * tables (tr46) several times the bundles' remaining headroom (test/bundle-size.test.ts). A full parser is also the
 * wrong tool here: it turns "。" and "%2e" into ".", and Cyrillic letters into punycode, which is how a host shown one
 * way received the token under another name. So only a form that fetch's WHATWG parser, Apps Script's UrlFetchApp and
 * Node all read alike is accepted: printable ASCII without "%" or "\", a host of letters, digits, dots and hyphens (or
 * a dotted IPv4 address, or a bracketed IPv6 one), a port from 1 to 65535 and a plain path. What requests use is the
 * address rebuilt from those parts, never the text as typed (test/reliability/token-matrix.test.ts compares every
 * accepted address with WHATWG's reading of it).
 */
export interface ServiceAddress {
  /** The address rebuilt from its parts: scheme and host in lower case, no default port, no trailing "/". */
  url: string;
  /** Host and port as fetch reads them (`URL.host`): the one place the token goes. */
  host: string;
  secure: boolean;
}

/** Why an address was refused, in words that finish "The API address NAME "…" …". */
export type AddressProblem = string;

const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' };
const DOTTED_QUAD = /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.|$)){4}$/;
const NOT_AN_ADDRESS = 'is not a web address (https://, a host, then a path)';
const READ_AS_ONE_HOST = 'so the token could go to another host than the one shown';

export function parseServiceAddress(text: string): ServiceAddress | AddressProblem {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return NOT_AN_ADDRESS;
  const odd = /[^\x21-\x7e]/u.exec(text);
  if (odd && odd[0] <= ' ')
    return `holds a space or a control character (${codePoint(odd[0])}): type the address alone`;
  if (odd) {
    return `holds ${codePoint(odd[0])}, which is not a plain letter, digit or sign: programs read such characters as dots or other letters, ${READ_AS_ONE_HOST}. Type it in plain ASCII (letters a-z, digits, "." and "-")`;
  }
  if (text.includes('%')) {
    return `holds a percent escape ("%"), which programs decode differently, ${READ_AS_ONE_HOST}. Type it without "%"`;
  }
  if (text.includes('\\')) {
    return `holds a backslash, which browsers read as "/" and other programs as part of the host: it does not name one host. Use "/"`;
  }
  const parts = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)([^?#]*)([?#].*)?$/i.exec(text);
  if (!parts) return NOT_AN_ADDRESS;
  const [, schemeText = '', authority = '', rawPath = '', rest] = parts;
  const scheme = schemeText.toLowerCase();
  // Own keys only: "constructor:" is a scheme the pattern above lets through.
  if (ownEntry(DEFAULT_PORTS, scheme) === undefined) return `starts with "${scheme}:", not https://`;
  if (rest !== undefined) return 'holds "?" or "#": a base address ends with its path';
  // "https://apigw.seomonitor.com@other.example" goes to other.example.
  if (authority.includes('@')) {
    return 'holds a user name or password (an "@" before the host); the token would go to the host after it';
  }
  const split = /^(\[[^\]]*\]|[^:[\]]*)(?::(\d+))?$/.exec(authority);
  const host = split ? hostOf(split[1] as string) : null;
  if (host === null) return 'does not name one host (a name or IP address, then at most ":" and a port)';
  if (typeof host === 'object') return host.problem;
  const port = split?.[2] === undefined ? undefined : String(Number(split[2]));
  if (port === '0' || Number(port) > 65535) return `has port ${split?.[2]}: a port is a number from 1 to 65535`;
  if (!/^[\w.~/-]*$/.test(rawPath))
    return 'has a path with signs other than letters, digits, "/", ".", "-", "_" and "~"';
  if (/(^|\/)\.\.?(\/|$)/.test(rawPath)) return 'has a path with "." or ".." parts, which programs resolve differently';
  const hostPort = port === undefined || port === DEFAULT_PORTS[scheme] ? host : `${host}:${port}`;
  return { url: `${scheme}://${hostPort}${rawPath.replace(/\/+$/, '')}`, host: hostPort, secure: scheme === 'https' };
}

/** "U+3002" for "。". */
export function codePoint(char: string): string {
  return `U+${(char.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The host in lower case, a problem, or null when the text is not a host at all. */
function hostOf(text: string): string | { problem: AddressProblem } | null {
  if (text.startsWith('[')) return ipv6Literal(text.slice(1, -1));
  const host = text.toLowerCase();
  const sign = /[^a-z0-9.-]/.exec(host);
  if (sign) return { problem: `has "${sign[0]}" in its host: a host name has only letters, digits, dots and hyphens` };
  const labels = host.split('.');
  if (labels.includes('')) return { problem: 'has an empty part in its host (a dot at either end or two in a row)' };
  // WHATWG reads a host ending in a number as IPv4, "0x7f.1" and "010.0.0.1" included; other programs as a name.
  if (/^(\d+|0x[0-9a-f]*)$/.test(labels[labels.length - 1] as string) && !DOTTED_QUAD.test(host)) {
    return {
      problem:
        'has a host that some programs read as a short or octal IP address and others as a name. Write an IP address as four numbers from 0 to 255 without leading zeros',
    };
  }
  return host;
}
