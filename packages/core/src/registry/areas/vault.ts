/** Keyword vault (interface 3.0): VAULT_LISTS, VAULT_OVERVIEW, VAULT_KEYWORDS, with their records and columns. */
import * as z from 'zod/mini';
import { OFFSET_1000 } from '../../engine/paging';
import { defineLayout, field } from '../../flatten/layout';
import { numberField } from '../../schemas/fields';
import { foldAlias } from '../../schemas/reshape';
import { LIST_OPTIONS, ORDER_BY_FIELD, ORDER_DIRECTION, TABLE_OPTIONS } from '../common-options';
import { defineFunction } from '../define-function';
import { param } from '../param';
import { CAMPAIGN_ID, DOMAIN, SEARCH } from '../params';
import { OVERVIEW_NOTES, overviewColumns, overviewShape, RESEARCH_KEYWORD_TABLE } from './research';

/** Overview of one keyword vault list: one row. */
export const vaultOverviewLayout = defineLayout({
  what: 'keyword vault overview',
  schema: () =>
    z.pipe(
      z.transform((record) => foldAlias(record, ['percentage_clicks'], ['serp_data', 'percentage_clicks'])),
      z.looseObject({ keyword_count: numberField(), ...overviewShape() }),
    ),
  columns: [field('keyword_count', 'integer'), ...overviewColumns()],
  rows: 'One row for the list.',
  notes: ['keyword_count is the number of keywords in the list.', ...OVERVIEW_NOTES],
});

/** Keywords of one keyword vault list: one row per keyword, the columns of research keyword data. */
export const vaultKeywordsLayout = defineLayout({
  what: 'keyword vault keywords',
  ...RESEARCH_KEYWORD_TABLE,
});

const LIST_NAME = param.text('list', 'Name of a keyword vault list, as SV_VAULT_LISTS / SV.VAULT_LISTS shows it.');

export const VAULT_LISTS = defineFunction({
  knownColumns: ['list', 'keyword_count', 'created_date'],
  help: 'The keyword vault lists of a campaign (saved research keyword lists), for SV_VAULT_OVERVIEW and SV_VAULT_KEYWORDS.',
  params: [CAMPAIGN_ID],
  options: LIST_OPTIONS,
  what: 'keyword vault lists',
  path: '/keyword-vault/v3.0/get-lists',
  paging: OFFSET_1000,
  records: 'generic',
  // A list is named by its name (SV_VAULT_OVERVIEW asks for it by name), sent as `list`. The answer is not documented:
  // a record without that field (a bare name) has no key, and only a whole record seen twice tells a repeat.
  recordKey: ['list'],
  result:
    'One row per list as the service sends it (a bare list name shows in a value column); nested fields become dotted columns. The service does not document this answer, so the columns follow what it sends.',
});

export const VAULT_OVERVIEW = defineFunction({
  sentAsPercent: ['visibility_data.visibility'],
  help: 'Summary of one keyword vault list: keyword count, search volume, SERP features and your visibility.',
  params: [CAMPAIGN_ID, LIST_NAME],
  options: TABLE_OPTIONS,
  path: '/keyword-vault/v3.0/get-overview-data',
  layout: vaultOverviewLayout,
});

export const VAULT_KEYWORDS = defineFunction({
  help: 'The keywords of one keyword vault list with search volume, trend, SERP features and your rank.',
  params: [CAMPAIGN_ID, LIST_NAME],
  options: {
    ...LIST_OPTIONS,
    search: SEARCH,
    order_by: ORDER_BY_FIELD,
    order_direction: ORDER_DIRECTION,
    include_unqualified: {
      type: 'boolean',
      help: 'TRUE also lists the keywords the vault marks unqualified (default FALSE)',
    },
    domain: DOMAIN,
  },
  path: '/keyword-vault/v3.0/get-keyword-data-by-list',
  paging: OFFSET_1000,
  layout: vaultKeywordsLayout,
});
