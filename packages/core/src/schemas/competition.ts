/**
 * Keyword competition record (interface 3.0, competition operation). The AI-search variant names the phrase
 * `keyword` instead of `keyword_name`; it is read as `keyword_name`.
 */
import * as z from 'zod/mini';
import { idField, numberField, objectList, textField } from './fields';
import { foldAliases } from './reshape';

export const competitionShape = {
  keyword_id: idField(),
  keyword_name: textField(),
  competitors: objectList({
    domain: textField(),
    landing_page: textField(),
    rank: numberField(),
    rank_trend: numberField(),
  }),
};

export const competitionSchema = z.pipe(
  z.transform((record) => foldAliases(record, [['keyword', 'keyword_name']])),
  z.looseObject(competitionShape),
);

export type CompetitionRecord = z.output<typeof competitionSchema>;
