/** Keyword vault: overview of a list, and the keywords of a list. */
import * as z from 'zod/mini';
import { numberField } from '../../../schemas/fields';
import { foldAlias } from '../../../schemas/reshape';
import { describeLayout, field, type Layout, type LayoutColumn } from '../../layout';
import { OVERVIEW_NOTES, overviewColumns, overviewShape, researchKeywordsLayout } from './research';

const vaultOverviewColumns: LayoutColumn[] = [field('keyword_count', 'integer'), ...overviewColumns()];

/** Overview of one keyword vault list: one row. */
export const vaultOverviewLayout: Layout = {
  name: 'vault_overview',
  what: 'keyword vault overview',
  schema: z.pipe(
    z.transform((record) => foldAlias(record, ['percentage_clicks'], ['serp_data', 'percentage_clicks'])),
    z.looseObject({ keyword_count: numberField(), ...overviewShape }),
  ),
  columns: vaultOverviewColumns,
  help: describeLayout('One row for the list.', vaultOverviewColumns, [
    'keyword_count is the number of keywords in the list.',
    ...OVERVIEW_NOTES,
  ]),
};

/** Keywords of one keyword vault list: one row per keyword, the columns of research keyword data. */
export const vaultKeywordsLayout: Layout = {
  ...researchKeywordsLayout,
  name: 'vault_keywords',
  what: 'keyword vault keywords',
};
