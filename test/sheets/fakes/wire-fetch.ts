import type { WireRequest, WireResult } from './service-protocol';

/** One request as UrlFetchApp would send it, made with Node's fetch; a transport failure is a result, not a throw. */
export async function fetchWire(request: WireRequest): Promise<WireResult> {
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: request.followRedirects ? 'follow' : 'manual',
    });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    return { ok: true, status: response.status, headers, body: await response.text() };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { ok: false, code: cause?.code ?? 'UNKNOWN', message: cause?.message ?? String(error) };
  }
}
