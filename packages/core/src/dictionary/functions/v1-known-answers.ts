import { type ColumnEntries, column, type FunctionColumns } from '../column-meaning';

/**
 * The columns of the 1.2 functions whose item shapes the service's description leaves out or names otherwise than its
 * answers (flattened as they come): the fields of its description and those the answers were seen to carry. A field
 * not listed still shows, under its path. Rates and visibility come as percentages and are shown as fractions 0–1.
 */

const CANNIBALIZATION_COLUMNS: ColumnEntries = {
  keyword: column('Keyword', 'text', 'A tracked keyword for which more than one page of the site ranks.'),
  'landing_pages.url': column('Landing page', 'text', 'One of the pages of the site ranking for the keyword.'),
  'landing_pages.rank': column(
    'Rank',
    'rank',
    "That page's Google rank for the keyword, 1 to 100, where 101 means not found in the top 100.",
  ),
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

const DEVICE_COLUMNS: ColumnEntries = {
  id: column(
    'Device number',
    'id',
    'The number interface 1.2 takes for the device in its requests (1 desktop, 2 mobile).',
  ),
  device: column('Device', 'text', 'The name of the device.'),
};

export const V1_KNOWN_ANSWER_COLUMNS: FunctionColumns = {
  V1_CANNIBALIZATION: CANNIBALIZATION_COLUMNS,
  V1_ORGANIC_TRAFFIC_SPLIT: ORGANIC_TRAFFIC_SPLIT_COLUMNS,
  V1_VISIBILITY_SCORE: VISIBILITY_SCORE_COLUMNS,
  V1_DEVICES: DEVICE_COLUMNS,
};
