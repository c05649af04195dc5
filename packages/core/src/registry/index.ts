import { AIO_RANKS } from './functions/aio-ranks';
import { CAMPAIGNS } from './functions/campaigns';
import { COMPETITION } from './functions/competition';
import { DOMAIN_OVERVIEW } from './functions/domain-overview';
import { GET, V1_GET } from './functions/get';
import { KEYWORDS } from './functions/keywords';
import { V1_FUNCTIONS } from './functions/v1';
import { V3_MORE_FUNCTIONS } from './functions/v3-more';
import type { FunctionDef } from './types';

/** Every spreadsheet function, in the order the docs and the task pane list them. Hosts generate everything from it. */
export const FUNCTIONS: readonly FunctionDef[] = [
  CAMPAIGNS,
  KEYWORDS,
  AIO_RANKS,
  COMPETITION,
  DOMAIN_OVERVIEW,
  ...V3_MORE_FUNCTIONS,
  GET,
  ...V1_FUNCTIONS,
  V1_GET,
];

export function findFunction(name: string): FunctionDef | undefined {
  const wanted = name
    .trim()
    .toUpperCase()
    .replace(/^SV[._]/, '');
  return FUNCTIONS.find((def) => def.name === wanted);
}
