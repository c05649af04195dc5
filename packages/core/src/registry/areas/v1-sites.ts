/** Sites (interface 1.2): V1_SITES, V1_DEVICES, with their records and columns. */
import * as z from 'zod/mini';
import { fields } from '../../flatten/columns';
import { defineLayout } from '../../flatten/layout';
import { lazy } from '../../lazy';
import { dateField, flagField, idField, textField } from '../../schemas/fields';
import { TABLE_OPTIONS } from '../common-options';
import { defineFunction } from '../define-function';
import { v1Path } from '../v1-path';

const schema = lazy(() =>
  z.looseObject({
    id: idField(),
    name: textField(),
    url: textField(),
    owner: textField(),
    date: dateField(),
    localized: textField(),
    localized_canonical: textField(),
    pitching: flagField(),
  }),
);

/** Sites of the account (interface 1.2): one row per site. */
export const v1SitesLayout = defineLayout({
  what: 'the site list',
  schema: schema,
  columns: fields({
    id: 'integer',
    name: 'text',
    url: 'text',
    owner: 'text',
    date: 'date',
    localized: 'text',
    localized_canonical: 'text',
    pitching: 'boolean',
  }),
  rows: 'One row per site.',
  notes: [
    'id is the site id the other V1 functions take; date is the day the site was added;',
    'localized and localized_canonical name the location of a localized site (empty otherwise); pitching is TRUE for a pitching site.',
  ],
});

export const V1_SITES = defineFunction({
  help: 'The sites of your account (interface 1.2) with their ids, names, addresses and owners.',
  params: [],
  options: TABLE_OPTIONS,
  path: () => v1Path('sites'),
  layout: v1SitesLayout,
});

export const V1_DEVICES = defineFunction({
  help: 'The devices interface 1.2 knows and their numbers (1 desktop, 2 mobile).',
  params: [],
  options: TABLE_OPTIONS,
  what: 'the device list',
  path: () => v1Path('devices'),
  result:
    'The answer as the service sends it, flattened: its shape is not documented, so the columns are its field names (dotted where nested).',
});
