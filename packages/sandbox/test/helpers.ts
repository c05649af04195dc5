import { DEMO_TOKEN, type Sandbox, type SandboxOptions, start } from '../src/index';

/** A fixed today keeps every expectation stable whatever day the tests run. */
export const TODAY = '2026-06-15';

export function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  return start({ today: TODAY, ratePerSecond: 0, ...options });
}

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

export async function call(
  base: string,
  path: string,
  init: { token?: string | null; method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  // Keyword data requires Accept: application/json, as the core sends it on every request.
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  const token = init.token === undefined ? DEMO_TOKEN : init.token;
  if (token !== null) headers.Authorization = token;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body, text };
}

export function asArray(body: unknown): Record<string, unknown>[] {
  if (!Array.isArray(body)) throw new Error(`expected an array, got ${JSON.stringify(body).slice(0, 200)}`);
  return body as Record<string, unknown>[];
}

export function firstRecord(body: unknown): Record<string, unknown> {
  const [first] = asArray(body);
  if (!first) throw new Error('expected at least one record');
  return first;
}
