import * as z from 'zod/mini';
import { dateField, featureCodeField, monthlySearchesField, numberField, objectList, section } from './fields';
import { describeUnexpected, isPlainObject, toText } from './values';

/**
 * Schema pieces shared by the records of the further 3.0 operations, built on the loose field helpers of the core
 * schemas (numbers sent as text become numbers, "N/A" stays text, SERP codes are upper-cased).
 */

export const searchDataSection = () =>
  section({ search_volume: numberField(), year_over_year: numberField(), monthly_searches: monthlySearchesField() });

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
