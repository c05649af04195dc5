import type { FunctionColumns } from './column-meaning';
import { V1_COLUMNS } from './functions/v1';
import { V1_KNOWN_ANSWER_COLUMNS } from './functions/v1-known-answers';
import { V3_AI_VISIBILITY_COLUMNS } from './functions/v3-ai-visibility';
import { V3_INSIGHT_COLUMNS } from './functions/v3-insights';
import { V3_KNOWN_ANSWER_COLUMNS } from './functions/v3-known-answers';
import { V3_TRACKING_COLUMNS } from './functions/v3-tracking';

export { COMMON_COLUMNS } from './common';

/** Every function's own entries; the parts are written per area of the service (functions/). */
export const BY_FUNCTION: FunctionColumns = {
  ...V3_TRACKING_COLUMNS,
  ...V3_INSIGHT_COLUMNS,
  ...V3_AI_VISIBILITY_COLUMNS,
  ...V3_KNOWN_ANSWER_COLUMNS,
  ...V1_COLUMNS,
  ...V1_KNOWN_ANSWER_COLUMNS,
};
