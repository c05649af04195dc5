import type { z } from 'zod';
import { badRequest, invalidParameters } from '../http/errors';

/**
 * Checks raw parameters against a schema: a missing required parameter answers 400, an unknown or malformed one
 * 422, each with one `name: problem` entry per field in `error.details`.
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
  if (missing.length > 0) throw badRequest(missing);
  throw invalidParameters(invalid);
}
