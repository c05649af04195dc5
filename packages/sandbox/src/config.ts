import { dayOfDate, isoDay, parseIsoDay, todayUtc } from './data/calendar';
import type { ResponseVariants, SandboxConfig, SandboxOptions } from './types';

/** What the live service sends (docs/service.md, "What the service sends where its documents differ"). */
export const DEFAULT_VARIANTS: ResponseVariants = {
  percentageClicks: 'top-level',
  difficultyField: 'difficulty_top_10',
  seasonLabel: 'in_season',
  serpCodeCase: 'upper',
  numbersAsStrings: false,
  arrayWrapper: null,
  keywordCountField: 'keywords_count',
};

export const DEFAULT_IMPORT_DURATION_MS = 5000;

function todayOption(today: SandboxOptions['today']): string {
  if (today === undefined) return todayUtc();
  if (today instanceof Date) return isoDay(dayOfDate(today));
  if (parseIsoDay(today) === null) throw new Error(`today must be YYYY-MM-DD, got ${today}`);
  return today;
}

export function configFromOptions(options: SandboxOptions): SandboxConfig {
  return {
    ratePerSecond: options.ratePerSecond ?? 10,
    dailyQuota: options.dailyQuota ?? 10_000,
    latency: { fixedMs: options.latency?.fixedMs ?? 0, jitterMs: options.latency?.jitterMs ?? 0 },
    variants: { ...DEFAULT_VARIANTS, ...options.variants },
    importDurationMs: options.importDurationMs ?? DEFAULT_IMPORT_DURATION_MS,
    today: todayOption(options.today),
  };
}

/** Day number of the configured today (re-read each request: tests may change it). */
export function todayOf(config: SandboxConfig): number {
  const day = parseIsoDay(config.today);
  if (day === null) throw new Error(`config.today must be YYYY-MM-DD, got ${config.today}`);
  return day;
}
