import type { z } from 'zod';
import { badRequest, invalidParameters } from '../http/errors';

/**
 * Checks raw parameters against a schema, with one `name: problem` entry per field in `error.details`: an unknown
 * or malformed parameter answers 422 (listing any missing ones too: sending `domain` instead of `url` is a 422
 * live), a missing required parameter alone answers 400.
 */
export function validate<S extends z.ZodType>(schema: S, raw: Record<string, string>): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const missing: string[] = [];
  const invalid: string[] = [];
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) invalid.push(`${key}: unknown parameter`);
      continue;
    }
    const field = issue.path.map(String).join('.');
    if (issue.code === 'invalid_type' && raw[field] === undefined) missing.push(`${field}: is required`);
    else invalid.push(`${field}: ${issue.message}`);
  }
  if (invalid.length > 0) throw invalidParameters([...invalid, ...missing]);
  throw badRequest(missing);
}
