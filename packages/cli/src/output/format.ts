import { extname } from 'node:path';
import { UsageError } from '../usage-error';

export const FORMATS = ['csv', 'jsonl', 'xlsx'] as const;
export type Format = (typeof FORMATS)[number];

const BY_EXTENSION: Readonly<Record<string, Format>> = {
  '.csv': 'csv',
  '.jsonl': 'jsonl',
  '.ndjson': 'jsonl',
  '.xlsx': 'xlsx',
};

/** --format if given, else the --out file's extension, else CSV. */
export function chooseFormat(flag: string | undefined, out: string | undefined): Format {
  if (flag !== undefined) {
    const wanted = flag.trim().toLowerCase();
    const format = wanted === 'ndjson' ? 'jsonl' : FORMATS.find((name) => name === wanted);
    if (format === undefined) throw new UsageError(`--format takes ${FORMATS.join(', ')}; got "${flag}".`);
    return format;
  }
  return (out !== undefined && BY_EXTENSION[extname(out).toLowerCase()]) || 'csv';
}
