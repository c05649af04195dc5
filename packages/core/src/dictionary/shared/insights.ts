/** Meanings the research and forecast columns of the insight functions share (registry/areas/domain-overview.columns.ts, forecast.columns.ts). */

/** `search_data.year_over_year` and the like, of `what` ("the keyword", "the keywords together"). */
export function yearOverYear(what: string): string {
  return `Last month's search volume of ${what} divided by that of the same month a year before (1.49 means +49 %); capped at 10, which marks new searches.`;
}

/** `search_data.monthly_searches`, as the flattening writes it. */
export function monthlySearches(what: string): string {
  return `Search volumes of ${what} in the previous 13 months as YYYY-MM:volume, oldest first, comma-joined.`;
}

/** `percentage_clicks`: the service's share of searches ending in an organic click, a fraction in its answers. */
export function organicClickShare(what: string): string {
  return `Share of searches for ${what} ending in a click on an organic result once searches answered by SERP features are discounted, as a fraction 0–1 (as the service sends it; 0.67 means 67 %).`;
}
