/** Sites (interface 1.2): V1_SITES, V1_DEVICES, with their records and columns. */
import * as z from 'zod/mini';
import { fields } from '../../flatten/columns';
import { defineLayout } from '../../flatten/layout';
import { lazy } from '../../lazy';
import { dateField, flagField, idField, textField } from '../../schemas/fields';
import { isPlainObject } from '../../schemas/values';
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

/**
 * The devices answer is one object of numbers and names (`{"1": "desktop", "2": "mobile"}`): read as one record per
 * device, so the table has a row per device instead of a column per number.
 */
function deviceRecords(body: unknown): unknown[] | undefined {
  if (!isPlainObject(body)) return undefined;
  const entries = Object.entries(body);
  if (entries.length === 0 || !entries.every(([key, value]) => /^\d+$/.test(key) && typeof value === 'string'))
    return undefined;
  return entries.map(([key, value]) => ({ id: Number(key), device: value }));
}

const v1DevicesLayout = defineLayout({
  what: 'the device list',
  schema: lazy(() => z.looseObject({ id: idField(), device: textField() })),
  columns: fields({ id: 'integer', device: 'text' }),
  rows: 'One row per device.',
  notes: ['id is the number the other V1 functions take for the device (1 desktop, 2 mobile).'],
});

export const V1_DEVICES = defineFunction({
  help: 'The devices interface 1.2 knows and their numbers (1 desktop, 2 mobile).',
  params: [],
  options: TABLE_OPTIONS,
  path: () => v1Path('devices'),
  records: deviceRecords,
  layout: v1DevicesLayout,
});
