import { TABLE_OPTIONS } from '../../common-options';
import { operationFunction } from '../../operation-function';
import { OPTIONS } from '../../params';

export const COMPANIES = operationFunction({
  name: 'COMPANIES',
  help: 'The companies (accounts) your token can reach, with their ids for the company_id option of SV_CAMPAIGNS.',
  api: '3.0',
  params: [OPTIONS],
  options: TABLE_OPTIONS,
  what: 'the list of companies',
  path: '/dashboard/v3.0/companies',
  paging: { kind: 'none' },
  result:
    'One row per company as the service sends it; nested fields become dotted columns. The service does not document this answer, so the columns follow what it sends.',
});
