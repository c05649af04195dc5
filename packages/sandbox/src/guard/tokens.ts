import type { IncomingHttpHeaders } from 'node:http';
import { LIMITED_COMPANY_ID } from '../data/catalogue';

/**
 * Demo tokens. They look like the JWTs the live service issues but are not signed by anything.
 * DEMO_TOKEN sees every company and every endpoint; LIMITED_TOKEN sees only company 1 (campaigns 101 and 102)
 * and gets 403 on the AI search endpoints.
 */
export const DEMO_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzYW5kYm94LWRlbW8iLCJzY29wZSI6ImZ1bGwiLCJpc3MiOiJzdi1zYW5kYm94In0.c2FuZGJveC1kZW1vLXNpZ25hdHVyZS1ub3QtcmVhbA';
export const LIMITED_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzYW5kYm94LWxpbWl0ZWQiLCJzY29wZSI6ImNvbXBhbnk6MSIsImlzcyI6InN2LXNhbmRib3gifQ.c2FuZGJveC1saW1pdGVkLXNpZ25hdHVyZS1ub3QtcmVhbA';

export type AccessLevel = 'full' | 'limited';

export interface Caller {
  token: string;
  access: AccessLevel;
}

/** `Authorization: <token>` as documented, or `Bearer <token>` which the service also accepts. */
export function authenticate(headers: IncomingHttpHeaders): Caller | null {
  const header = headers.authorization?.trim();
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '');
  if (token === DEMO_TOKEN) return { token, access: 'full' };
  if (token === LIMITED_TOKEN) return { token, access: 'limited' };
  return null;
}

export function canSeeCompany(caller: Caller, companyId: number): boolean {
  return caller.access === 'full' || companyId === LIMITED_COMPANY_ID;
}

/** AI search is not in the limited token's plan. */
export function canUseAiSearch(caller: Caller): boolean {
  return caller.access === 'full';
}
