import { v1SitesLayout } from '../../../flatten/layouts/v1';
import { TABLE_OPTIONS } from '../../common-options';
import { OPTIONS } from '../../params';
import { v1Path } from './path';
import { v1Operation } from './v1-operation';

export const V1_SITES = v1Operation({
  name: 'V1_SITES',
  help: 'The sites of your account (interface 1.2) with their ids, names, addresses and owners.',
  params: [OPTIONS],
  options: TABLE_OPTIONS,
  path: () => v1Path('sites'),
  paging: { kind: 'none' },
  layout: v1SitesLayout,
});

export const V1_DEVICES = v1Operation({
  name: 'V1_DEVICES',
  help: 'The devices interface 1.2 knows and their numbers (1 desktop, 2 mobile).',
  params: [OPTIONS],
  options: TABLE_OPTIONS,
  what: 'the device list',
  path: () => v1Path('devices'),
  paging: { kind: 'none' },
  result:
    'The answer as the service sends it, flattened: its shape is not documented, so the columns are its field names (dotted where nested).',
});
