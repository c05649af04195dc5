/**
 * Domain or URL overview record (interface 3.0, domain-overview operation). `percentage_clicks` sent at the top
 * level is read as `serp_data.percentage_clicks`; SERP feature codes are upper-cased.
 */
import * as z from 'zod/mini';
import { featureCodeField, monthlySearchesField, numberField, objectList, section } from './fields';
import { foldAliases } from './reshape';

const trafficFigures = () => section({ traffic: numberField(), trend: numberField() });

const visibilityFigures = () => section({ visibility: numberField(), trend: numberField() });

export const domainOverviewShape = {
  related_keywords: numberField(),
  search_data: section({
    search_volume: numberField(),
    year_over_year: numberField(),
    monthly_searches: monthlySearchesField(),
  }),
  serp_data: section({
    percentage_clicks: numberField(),
    serp_features: objectList({ feature: featureCodeField(), count: numberField() }),
  }),
  est_traffic: section({ my_traffic: trafficFigures(), competitor_traffic: trafficFigures() }),
  visibility_data: section({ my_visibility: visibilityFigures(), competitor_visibility: visibilityFigures() }),
};

export const domainOverviewSchema = z.pipe(
  z.transform((record) => foldAliases(record, [['percentage_clicks', 'serp_data.percentage_clicks']])),
  z.looseObject(domainOverviewShape),
);

export type DomainOverviewRecord = z.output<typeof domainOverviewSchema>;
