import type { CellArg } from './cell';
import { describeValue } from './cell';
import { readDomain } from './domain';
import { isEmptyCell } from './empty';
import { refuse, required } from './refusal';
import { singleCell } from './single-cell';

const DOMAIN_REMEDY = 'Use a domain like example.com.';

/** One domain (the `domain` option of the visibility and rank functions), by the same rule as competitor lists. */
export function coerceDomain(value: CellArg, name: string): string {
  const cell = singleCell(value, name, DOMAIN_REMEDY);
  if (isEmptyCell(cell)) throw required(name, DOMAIN_REMEDY);
  if (typeof cell !== 'string') throw refuse(name, `${describeValue(cell)} is not a domain`, DOMAIN_REMEDY);
  const reading = readDomain(cell);
  if ('problem' in reading) throw refuse(name, reading.problem, DOMAIN_REMEDY);
  return reading.domain;
}
