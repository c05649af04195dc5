import { addMonths, MONTH_NAMES, type MonthRef, monthOfDay } from './calendar';
import { unit } from './random';

// Bound once: inside a vm context (as jest runs code) every global lookup is slow, and these run per keyword.
const { PI, cos, floor, log10, max, min, round } = Math;

/** Search volumes: a stable base per phrase, seasonality, a slow trend, and some newcomers. */

export interface MonthlySearch {
  month: string;
  year: number;
  search_volume: number;
}

export interface SearchData {
  search_volume: number;
  year_over_year: number;
  monthly_searches: MonthlySearch[];
}

/** Rounds to two significant digits, as volume buckets look. */
function bucket(value: number): number {
  if (value < 10) return value < 5 ? 0 : 10;
  const magnitude = 10 ** (floor(log10(value)) - 1);
  return round(value / magnitude) * magnitude;
}

/** What a phrase's volumes follow in every month: drawn once per phrase, as a page reads 13 months of each keyword. */
interface VolumeModel {
  base: number;
  amplitude: number;
  peak: number;
  growth: number;
  /** The month (year * 12 + month) a newcomer's searches start, or null for a phrase searched all along. */
  launch: number | null;
}

function volumeModel(seed: number, phrase: string): VolumeModel {
  // About 3 in 100 phrases are newcomers with no searches before their launch month.
  const newcomer = unit(seed, phrase, 'newcomer') < 0.03;
  return {
    base: 10 * 10 ** (4 * unit(seed, phrase, 'volume') ** 1.6),
    amplitude: unit(seed, phrase, 'season-amplitude') * 0.7,
    peak: floor(unit(seed, phrase, 'season-peak') * 12),
    growth: (unit(seed, phrase, 'growth') - 0.45) * 0.06,
    launch: newcomer ? 2025 * 12 + floor(unit(seed, phrase, 'launch') * 18) : null,
  };
}

function volumeIn(model: VolumeModel, ref: MonthRef): number {
  const season = 1 + model.amplitude * cos((2 * PI * (ref.month - model.peak)) / 12);
  const monthsFromNow = ref.year * 12 + ref.month - 2026 * 12;
  const trend = max(0.2, 1 + model.growth * monthsFromNow);
  if (model.launch !== null && ref.year * 12 + ref.month < model.launch) return 0;
  return bucket(model.base * season * trend);
}

/** Monthly volume of a phrase; `seed` makes the same phrase differ between seeds. */
export function monthlyVolume(seed: number, phrase: string, ref: MonthRef): number {
  return volumeIn(volumeModel(seed, phrase), ref);
}

const monthsBefore = new Map<number, readonly MonthRef[]>();

/** The 13 months before the month of `day`, oldest first (the same list for every keyword of a page: kept). */
export function previousMonths(day: number): readonly MonthRef[] {
  const known = monthsBefore.get(day);
  if (known) return known;
  const current = monthOfDay(day);
  const months: MonthRef[] = [];
  for (let back = 13; back >= 1; back--) months.push(addMonths(current, -back));
  monthsBefore.set(day, months);
  return months;
}

export function searchDataOf(seed: number, phrase: string, day: number): SearchData {
  const model = volumeModel(seed, phrase);
  const monthly = previousMonths(day).map((ref) => ({
    month: MONTH_NAMES[ref.month] ?? '',
    year: ref.year,
    search_volume: volumeIn(model, ref),
  }));
  const lastTwelve = monthly.slice(1);
  const average = round(lastTwelve.reduce((sum, item) => sum + item.search_volume, 0) / lastTwelve.length);
  const last = monthly[monthly.length - 1]?.search_volume ?? 0;
  const yearBefore = monthly[0]?.search_volume ?? 0;
  const ratio = yearBefore === 0 ? 10 : min(10, last / yearBefore);
  return { search_volume: average, year_over_year: round(ratio * 100) / 100, monthly_searches: monthly };
}

/** Cheap latest average volume, for sorting and weighting without building the month list. */
export function averageVolume(seed: number, phrase: string, day: number): number {
  const model = volumeModel(seed, phrase);
  const months = previousMonths(day).slice(1);
  return round(months.reduce((sum, ref) => sum + volumeIn(model, ref), 0) / months.length);
}

export type SeasonState = 'in_season' | 'out_of_season' | 'season_approaching' | null;

/** Seasonal state of strongly seasonal phrases on a day; null for phrases without a marked season. */
export function seasonOf(seed: number, phrase: string, day: number): SeasonState {
  if (unit(seed, phrase, 'season-amplitude') * 0.7 < 0.45) return null;
  const peak = floor(unit(seed, phrase, 'season-peak') * 12);
  const month = monthOfDay(day).month;
  const distance = (peak - month + 12) % 12;
  if (distance <= 1 || distance === 11) return 'in_season';
  if (distance <= 3) return 'season_approaching';
  return 'out_of_season';
}
