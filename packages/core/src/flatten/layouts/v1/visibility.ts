import * as z from 'zod/mini';
import { dateField, numberField } from '../../../schemas/fields';
import { describeLayout, field, type Layout, type LayoutColumn } from '../../layout';
import { annotationsField } from './shared';

const columns: LayoutColumn[] = [field('date', 'date'), field('vscore', 'number'), field('annotations', 'text')];

/** Daily visibility of a group on one device, with graph annotations (visibility_score_data). */
export const v1VisibilityDataLayout: Layout = {
  name: 'v1_visibility_data',
  what: 'daily visibility',
  schema: z.looseObject({ date: dateField(), vscore: numberField(), annotations: annotationsField() }),
  columns,
  help: describeLayout('One row per day.', columns, [
    'vscore is the visibility of the group on the device asked for; annotations joins the notes on the visibility graph that day with "; ".',
  ]),
};
