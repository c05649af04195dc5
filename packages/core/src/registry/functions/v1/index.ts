import type { FunctionDef } from '../../types';
import { V1_COMPARE_KEYWORDS, V1_COMPARE_VISIBILITY } from './compare';
import { V1_ON_TARGET, V1_ON_TARGET_BY_DATES } from './forecast';
import { V1_ALL_GROUP_DETAILS, V1_GROUP_DETAILS, V1_GROUPS, V1_KEYWORD_GROUPS } from './groups';
import { V1_CANNIBALIZATION, V1_KEYWORD_DATA, V1_KEYWORD_SERP } from './keywords';
import { V1_RANKS } from './ranks';
import { V1_DEVICES, V1_SITES } from './sites';
import { V1_CONTENT, V1_ORGANIC_TRAFFIC, V1_ORGANIC_TRAFFIC_SPLIT } from './traffic';
import { V1_VISIBILITY_DATA, V1_VISIBILITY_SCORE } from './visibility';

/** Interface 1.2 operations, named V1_<NAME>, in the order the docs list them. */
export const V1_FUNCTIONS: readonly FunctionDef[] = [
  V1_SITES,
  V1_ON_TARGET,
  V1_ON_TARGET_BY_DATES,
  V1_GROUPS,
  V1_GROUP_DETAILS,
  V1_ALL_GROUP_DETAILS,
  V1_KEYWORD_GROUPS,
  V1_KEYWORD_DATA,
  V1_RANKS,
  V1_CANNIBALIZATION,
  V1_KEYWORD_SERP,
  V1_ORGANIC_TRAFFIC,
  V1_ORGANIC_TRAFFIC_SPLIT,
  V1_CONTENT,
  V1_VISIBILITY_DATA,
  V1_VISIBILITY_SCORE,
  V1_COMPARE_KEYWORDS,
  V1_COMPARE_VISIBILITY,
  V1_DEVICES,
];
