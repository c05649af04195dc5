/** The columns of V1_ORGANIC_TRAFFIC, V1_ORGANIC_TRAFFIC_SPLIT, V1_CONTENT, V1_VISIBILITY_DATA and V1_VISIBILITY_SCORE (v1-traffic.ts). */
import { type ColumnEntries, column, type FunctionColumns } from '../../dictionary/column-meaning';
import { ANNOTATIONS, visibility, visibilityChange } from '../../dictionary/shared/v1';

const segmentColumns = (segment: 'non_brand' | 'brand', name: string, searches: string): ColumnEntries => ({
  [`visits_${segment}`]: column(`${name} visits`, 'count', `The organic sessions from ${searches} that day.`),
  [`goals_conversions_${segment}`]: column(
    `${name} conversions`,
    'count',
    `The goal completions of the organic sessions from ${searches} that day.`,
  ),
  [`conversion_rate_${segment}`]: column(
    `${name} conversion rate`,
    'fraction',
    `Goal completions per organic session from ${searches} that day, as a fraction 0–1 (the service sends a percentage, divided by 100 here).`,
  ),
  [`goals_conversions_value_${segment}`]: column(
    `${name} conversion value`,
    'currency',
    `The value of the goal completions from ${searches} that day, in the site's analytics currency.`,
  ),
});

const ORGANIC_TRAFFIC_COLUMNS: ColumnEntries = {
  date: column('Date', 'date', 'The day of the traffic figures.'),
  ...segmentColumns('non_brand', 'Non-brand', 'searches that do not name the brand'),
  ...segmentColumns('brand', 'Brand', 'searches that name the brand'),
};

const SENT_AS_PERCENT = 'the service sends a percentage, divided by 100 here';

const ORGANIC_TRAFFIC_SPLIT_COLUMNS: ColumnEntries = {
  date: column('Date', 'date', 'The day of the figures.'),
  type: column('Segment', 'text', 'brand or non-brand: the searches the sessions of the row came from.'),
  visits: column('Visits', 'count', 'The organic sessions from those searches that day.'),
  goals_conversions: column('Goal conversions', 'count', 'The goal completions of those sessions.'),
  conversion_rate: column(
    'Conversion rate',
    'fraction',
    `Goal completions per session, as a fraction 0–1 (${SENT_AS_PERCENT}).`,
  ),
  goals_conversions_value: column(
    'Goal value',
    'currency',
    "The value of those goal completions, in the site's currency.",
  ),
  conversions_rate: column(
    'E-commerce conversion rate',
    'fraction',
    `E-commerce conversions per session, as a fraction 0–1 (${SENT_AS_PERCENT}); a field of the service's description.`,
  ),
  goals_rate: column(
    'Goal rate',
    'fraction',
    `Goal completions per session as the service's description names it, a fraction 0–1 (${SENT_AS_PERCENT}).`,
  ),
  conversions_value: column(
    'E-commerce revenue',
    'currency',
    "The e-commerce revenue of those sessions, in the site's currency; a field of the service's description.",
  ),
};

const visibilityOfDay = (device: string) =>
  `The ${device} visibility of the group that day, as a fraction 0–1 (0.158 reads 15.8 %; ${SENT_AS_PERCENT}).`;

const VISIBILITY_SCORE_COLUMNS: ColumnEntries = {
  date: column('Date', 'date', 'The day of the figures.'),
  desktop: column('Desktop visibility', 'fraction', visibilityOfDay('desktop')),
  mobile: column('Mobile visibility', 'fraction', visibilityOfDay('mobile')),
  vscore: column(
    'Desktop visibility score',
    'fraction',
    `${visibilityOfDay('desktop')} The service's description names it vscore; answers seen send desktop.`,
  ),
  vscore_mobile: column(
    'Mobile visibility score',
    'fraction',
    `${visibilityOfDay('mobile')} The service's description names it vscore_mobile; answers seen send mobile.`,
  ),
};

const CONTENT_COLUMNS: ColumnEntries = {
  date: column('Published', 'date', 'The day the article was published.'),
  title: column('Article title', 'text', 'The title of the article that links to the site.'),
  article_url: column('Article URL', 'text', 'The address of the article.'),
  source: column('Source', 'text', 'Where the article comes from or was promoted, as the service names it.'),
  'social.facebook': column(
    'Facebook shares',
    'count',
    'Facebook engagement of the article (most likely shares; the service does not say which interactions it counts).',
  ),
  visits: column('Visits', 'count', 'The sessions the article brought to the site in the period.'),
  conversions: column('Conversions', 'count', 'The goal completions of the sessions the article brought.'),
  conversions_value: column(
    'Conversion value',
    'currency',
    "The value of the conversions the article brought, in the site's analytics currency.",
  ),
  'landing_pages.url': column('Landing page', 'text', 'A page of the site the article links to.'),
  'landing_pages.keywords': column(
    'Landing page keywords',
    'text',
    'The tracked keywords of the landing page, comma-separated; where the service sends only their number, that number.',
  ),
  'landing_pages.search_volume': column(
    'Landing page search volume',
    'count',
    'The total average monthly searches of the keywords of the landing page.',
  ),
  'landing_pages.visibility_score': visibility(
    'Landing page visibility',
    'Visibility of the landing page on its keywords on the last day of the period',
  ),
  'landing_pages.visibility_score_change': visibilityChange(
    'Landing page visibility change',
    'The change in visibility of the landing page over the period',
  ),
};

const VISIBILITY_DATA_COLUMNS: ColumnEntries = {
  date: column('Date', 'date', 'The day of the visibility figure.'),
  vscore: visibility('Visibility', 'Visibility of the group on the device asked for that day'),
  annotations: ANNOTATIONS,
};

export const V1_TRAFFIC_AREA_COLUMNS: FunctionColumns = {
  V1_ORGANIC_TRAFFIC: ORGANIC_TRAFFIC_COLUMNS,
  V1_ORGANIC_TRAFFIC_SPLIT: ORGANIC_TRAFFIC_SPLIT_COLUMNS,
  V1_CONTENT: CONTENT_COLUMNS,
  V1_VISIBILITY_DATA: VISIBILITY_DATA_COLUMNS,
  V1_VISIBILITY_SCORE: VISIBILITY_SCORE_COLUMNS,
};
