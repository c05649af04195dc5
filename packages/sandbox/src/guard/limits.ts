import { dailyQuotaExceeded, rateLimitExceeded } from '../http/errors';

/** Per-token limits: a sliding one-second window and a quota per UTC day. */

export interface LimitSettings {
  ratePerSecond: number;
  dailyQuota: number;
}

interface Usage {
  recent: number[];
  day: string;
  count: number;
}

function isLimited(value: number): boolean {
  return Number.isFinite(value) && value > 0;
}

export class Limiter {
  private readonly usage = new Map<string, Usage>();

  constructor(private readonly settings: () => LimitSettings) {}

  /** Counts one request for the token, or throws the 429 it earns. Refused requests do not count. */
  admit(token: string, nowMs: number): void {
    const { ratePerSecond, dailyQuota } = this.settings();
    const day = new Date(nowMs).toISOString().slice(0, 10);
    let usage = this.usage.get(token);
    if (!usage || usage.day !== day) {
      usage = { recent: usage?.recent ?? [], day, count: 0 };
      this.usage.set(token, usage);
    }
    usage.recent = usage.recent.filter((at) => nowMs - at < 1000);
    if (isLimited(dailyQuota) && usage.count >= dailyQuota) throw dailyQuotaExceeded();
    if (isLimited(ratePerSecond) && usage.recent.length >= ratePerSecond) throw rateLimitExceeded();
    usage.recent.push(nowMs);
    usage.count++;
  }

  reset(): void {
    this.usage.clear();
  }
}
