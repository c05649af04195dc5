/**
 * Daily AI-overview rank record (interface 3.0, daily-ranks AIO operation). `keyword_id` and `rank` arrive as text in
 * the sample and become numbers; each device's `ranking_data` is a list of days, or one `{date, rank}` object in the
 * older description: both are read as a list.
 */
import * as z from 'zod/mini';
import { dateField, flagField, idField, numberField, objectList, section, textField } from './fields';

const dailyRanks = () =>
  objectList(
    { date: dateField(), rank: numberField(), my_brand_present: flagField(), any_brand_present: flagField() },
    { single: true },
  );

export const aioRankShape = {
  keyword_id: idField(),
  keyword: textField(),
  ranking_data: section({ desktop: dailyRanks(), mobile: dailyRanks() }),
};

export const aioRankSchema = z.looseObject(aioRankShape);

export type AioRankRecord = z.output<typeof aioRankSchema>;
