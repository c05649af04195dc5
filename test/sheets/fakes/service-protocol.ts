/** Messages between the test's main thread and the service thread. */
export interface WireRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  followRedirects: boolean;
}

export type WireResult =
  | { ok: true; status: number; headers: Record<string, string | string[]>; body: string }
  | { ok: false; code: string; message: string };

export interface SandboxSettings {
  ratePerSecond?: number;
  dailyQuota?: number;
  latency?: { fixedMs?: number; jitterMs?: number };
  today?: string;
}

export type ServiceCommand =
  | { type: 'fetchAll'; requests: WireRequest[] }
  | { type: 'info' }
  | { type: 'requests' }
  | { type: 'clearRequests' }
  | { type: 'addFault'; fault: Record<string, unknown> }
  | { type: 'clearFaults' }
  | { type: 'configure'; config: SandboxSettings }
  | { type: 'resetLimits' }
  | { type: 'close' };
