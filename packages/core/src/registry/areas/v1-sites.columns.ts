/** The columns of V1_SITES and V1_DEVICES (v1-sites.ts). */
import { type ColumnEntries, column, type FunctionColumns } from '../../dictionary/column-meaning';

const SITE_COLUMNS: ColumnEntries = {
  id: column('Site ID', 'id', 'The id of the site that every other V1 function takes.'),
  name: column('Site name', 'text', 'The name the site is tracked under.'),
  url: column('Site URL', 'text', 'The address of the tracked website.'),
  owner: column('Owner', 'text', 'The owner of the site, as an e-mail address.'),
  date: column('Date added', 'date', 'The day the site was added to the account.'),
  localized: column('Location', 'text', 'The location a localized site is tracked in; empty when it is not localized.'),
  localized_canonical: column(
    'Canonical location',
    'text',
    'The full canonical name of the location of a localized site; empty when it is not localized.',
  ),
  pitching: column('Pitching', 'flag', 'TRUE for a site set up as a pitch (a prospect), FALSE for a client site.'),
};

const DEVICE_COLUMNS: ColumnEntries = {
  id: column(
    'Device number',
    'id',
    'The number interface 1.2 takes for the device in its requests (1 desktop, 2 mobile).',
  ),
  device: column('Device', 'text', 'The name of the device.'),
};

export const V1_SITES_AREA_COLUMNS: FunctionColumns = {
  V1_SITES: SITE_COLUMNS,
  V1_DEVICES: DEVICE_COLUMNS,
};
