import type { ServerResponse } from 'node:http';
import type { ActiveFault } from '../types';
import { sendJson } from './send';

/**
 * The `crafted-answer` fault: a 200 whose body is the fault's `answer`, in place of the service's, so a test can
 * put before the add-ins what the real service could send without this sandbox making it up (field names that meet
 * once joined with dots, a field name or a date longer than a cell holds).
 */
export function answerCrafted(res: ServerResponse, fault: ActiveFault): number {
  sendJson(res, 200, fault.answer);
  return 200;
}
