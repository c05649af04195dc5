import * as z from 'zod/mini';
import {
  dateField,
  featureCodeField,
  monthlySearchesField,
  numberField,
  objectList,
  section,
  textField,
} from './fields';
import { describeUnexpected, isPlainObject, toText } from './values';

/**
 * Schema pieces shared by the records of the further 3.0 operations, built on the loose field helpers of the core
 * schemas (numbers sent as text become numbers, "N/A" stays text, SERP codes are upper-cased).
 */

/** `search_data` of keyword, group and domain records; groups add their volume by device. */
export const searchDataSection = (extra: z.core.$ZodShape = {}) =>
  section({
    search_volume: numberField(),
    year_over_year: numberField(),
    monthly_searches: monthlySearchesField(),
    ...extra,
  });

/** `traffic_data` of keyword and group records: sessions and the analytics figures they brought. */
export const trafficDataSection = () =>
  section({
    sessions: numberField(),
    ecommerce: section({ transactions: numberField(), revenue: numberField() }),
    goals: section({ completions: numberField(), revenue: numberField() }),
  });

/** `opportunity` of keyword and group records. */
export const opportunitySection = () =>
  section({
    score: numberField(),
    additional_monthly_sessions: numberField(),
    avg_cpc: numberField(),
    difficulty: textField(),
  });

/** The additional traffic a forecast expects, at its target and at its best target. */
export const additionalTrafficSection = () =>
  section({
    sessions: numberField(),
    sessions_best_target: numberField(),
    conversions: numberField(),
    conversions_best_target: numberField(),
    revenue: numberField(),
    revenue_best_target: numberField(),
  });

/** SERP features as `{feature, ...}` items or bare codes. */
export const serpFeatureItems = (extra: z.core.$ZodShape = {}) =>
  objectList({ feature: featureCodeField(), ...extra }, { bareItem: (code) => ({ feature: code }) });

/** A list of daily points `{date, ...}`; one bare object counts as a list of one (older descriptions). */
export const dailyPoints = (shape: z.core.$ZodShape) => objectList({ date: dateField(), ...shape }, { single: true });

/** Web addresses of a list (strings, or objects carrying `url`/`link`), comma-joined. */
export const linkListField = () =>
  z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value) => {
        if (value === null || value === undefined) return undefined;
        const items = Array.isArray(value) ? value : [value];
        return items
          .map((item) => {
            if (isPlainObject(item)) return toText(item.url ?? item.link ?? item.href) ?? describeUnexpected(item);
            return toText(item);
          })
          .filter((item): item is string => item !== undefined && item.trim() !== '')
          .join(', ');
      }),
    ),
  );

/** Figures per device, `{desktop, mobile}`. */
export const deviceNumbers = () => section({ desktop: numberField(), mobile: numberField() });
