import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { HttpRequest } from '../http';

/** A SHA-256 digest of a text, in hex. */
export function hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/**
 * The cache key of a request: short enough for every host's key limit, different per token, and never containing
 * the token (only a hash of a hash of it).
 */
export function cacheKey(request: HttpRequest, namespace: string): string {
  const tokenHash = hex(request.headers.Authorization ?? '');
  const digest = hex(`${request.method} ${request.url}\n${request.body ?? ''}\n${tokenHash}`);
  return `sv:${namespace}:${digest.slice(0, 40)}`;
}
