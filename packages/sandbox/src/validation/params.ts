import { z } from 'zod';
import { parseIsoDay } from '../data/calendar';

/** Query parameter schemas. Every query value arrives as text; these read it the way the service does. */

const INTEGER = /^-?\d+$/;
const WHOLE = /^\d+$/;

export const integer = () => z.string().regex(INTEGER, 'must be an integer').transform(Number);

export const id = () =>
  z
    .string()
    .regex(WHOLE, 'must be a positive integer')
    .transform(Number)
    .refine((value) => value > 0, 'must be a positive integer');

export const isoDate = () =>
  z.string().refine((text) => parseIsoDay(text) !== null, 'must be a date written YYYY-MM-DD');

export const idList = () =>
  z
    .string()
    .regex(/^\s*\d+\s*(,\s*\d+\s*)*$/, 'must be a comma-separated list of positive integers')
    .transform((text) => text.split(',').map((part) => Number(part.trim())));

/**
 * Group ids: comma-separated, the special ids 0, -1, -2, -3 included; `brand` is the Brand folder (-1), as the
 * operations that name it (SERP visibility, interface 1.2) spell it.
 */
export const groupIdList = () =>
  z
    .string()
    .regex(/^\s*(-?\d+|brand)\s*(,\s*(-?\d+|brand)\s*)*$/i, 'must be a comma-separated list of group ids')
    .transform((text) =>
      text.split(',').map((part) => (part.trim().toLowerCase() === 'brand' ? -1 : Number(part.trim()))),
    );

export const textList = () =>
  z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .refine((items) => items.length > 0, 'must not be empty');

export const text = () => z.string().min(1, 'must not be empty');

export const flag = () =>
  z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .transform((value) => value === 'true' || value === '1');

export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(', ')}` });

export const direction = () =>
  z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(['asc', 'desc'], { error: 'must be asc or desc' }));

export const limit = (fallback: number, max: number) =>
  z
    .string()
    .regex(WHOLE, 'must be a whole number')
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, `must be between 1 and ${max}`)
    .optional()
    .transform((value) => value ?? fallback);

export const offset = () =>
  z
    .string()
    .regex(WHOLE, 'must be a whole number, 0 or more')
    .transform(Number)
    .optional()
    .transform((value) => value ?? 0);

/** `limit` and `offset` of the paged 3.0 operations: default 100, at most 1000. */
export const paging = { limit: limit(100, 1000), offset: offset() };

export const device = () => oneOf(['desktop', 'mobile'] as const);

/** Devices as the 1.2 interface and serp-visibility number them: 1 desktop, 2 mobile. */
export const deviceNumber = () =>
  z
    .enum(['1', '2'], { error: 'must be 1 (desktop) or 2 (mobile)' })
    .transform((value) => (value === '1' ? ('desktop' as const) : ('mobile' as const)));

/**
 * Competitor domains: JSON-array text (`["a.com","b.net"]`, the 2023 description) or a comma list (newer
 * endpoints). Interface 3.0 states no most (the 1.2 compare operations do, and check it themselves).
 */
export const competitorList = () =>
  z.string().transform((value, ctx) => {
    const trimmed = value.trim();
    if (trimmed.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(trimmed);
        if (Array.isArray(parsed) && parsed.every((item) => typeof item === 'string')) {
          return parsed.map((item: string) => item.trim()).filter(Boolean);
        }
      } catch {
        // falls through to the issue below
      }
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array of domains or a comma-separated list' });
      return z.NEVER;
    }
    return trimmed
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  });
