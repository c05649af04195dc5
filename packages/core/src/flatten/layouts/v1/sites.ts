import * as z from 'zod/mini';
import { dateField, flagField, idField, textField } from '../../../schemas/fields';
import { describeLayout, field, type Layout, type LayoutColumn } from '../../layout';

const schema = z.looseObject({
  id: idField(),
  name: textField(),
  url: textField(),
  owner: textField(),
  date: dateField(),
  localized: textField(),
  localized_canonical: textField(),
  pitching: flagField(),
});

const columns: LayoutColumn[] = [
  field('id', 'integer'),
  field('name', 'text'),
  field('url', 'text'),
  field('owner', 'text'),
  field('date', 'date'),
  field('localized', 'text'),
  field('localized_canonical', 'text'),
  field('pitching', 'boolean'),
];

/** Sites of the account (interface 1.2): one row per site. */
export const v1SitesLayout: Layout = {
  name: 'v1_sites',
  what: 'the site list',
  schema,
  columns,
  help: describeLayout('One row per site.', columns, [
    'id is the site id the other V1 functions take; date is the day the site was added;',
    'localized and localized_canonical name the location of a localized site (empty otherwise); pitching is TRUE for a pitching site.',
  ]),
};
