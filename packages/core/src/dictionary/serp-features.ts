/**
 * The legend of the SERP feature codes the service writes in its answers (`FSN`, `QNS`, `AIO`, ...): columns of unit
 * 'code list' hold these codes, comma-separated. The codes are those of interface 3.0's list of abbreviations, which
 * 1.2 answers use too; the guides spell them in lower case, real answers in upper case, and the tables always show
 * upper case, the key of this legend.
 */
export const SERP_FEATURE_CODES: Readonly<Record<string, { name: string; meaning: string }>> = {
  AIO: {
    name: 'AI Overview',
    meaning: 'A summary written by AI at the top of the results, with links to the pages it drew on.',
  },
  AIB: {
    name: 'AI Button',
    meaning: 'A button on the results page that opens an AI-written answer to the query on request.',
  },
  ADT: {
    name: 'Ads Pack Top',
    meaning: 'Paid search ads placed above the organic results.',
  },
  DEF: {
    name: 'Definitions',
    meaning: 'A dictionary box with the meaning of a word, often with its pronunciation and origin.',
  },
  DIR: {
    name: 'Directions',
    meaning: 'A map box with a route to the place searched for.',
  },
  FSN: {
    name: 'Featured Snippet',
    meaning: 'An excerpt of one page shown above the organic results as the answer to the query, linking to that page.',
  },
  FLT: {
    name: 'Flights',
    meaning: 'A box to search and compare flights for a route, with times and fares.',
  },
  HTL: {
    name: 'Hotels',
    meaning: 'A box of hotels with prices, ratings and availability, usually beside a map.',
  },
  IMG: {
    name: 'Images Pack',
    meaning: 'A row of image results placed among the organic results.',
  },
  JOB: {
    name: 'Jobs',
    meaning: 'A box of job openings collected from job boards and employer sites.',
  },
  KNG: {
    name: 'Knowledge Graph',
    meaning: 'A panel of facts about a person, place, organisation or thing, beside the results on desktop.',
  },
  GEO: {
    name: 'Local Pack',
    meaning: 'A map with a short list of nearby businesses that match the search.',
  },
  SHP: {
    name: 'Product listing',
    meaning: 'Paid shopping results showing products with their pictures, prices and shops.',
  },
  RCP: {
    name: 'Recipes',
    meaning: 'Recipe results with a picture, a rating and the cooking time of each dish.',
  },
  QNS: {
    name: 'Questions',
    meaning: 'A list of related questions people ask, each opening to a short answer taken from a page.',
  },
  NEW: {
    name: 'Top Stories',
    meaning: 'A carousel of recent news articles about the query.',
  },
  VID: {
    name: 'Video Carousel',
    meaning: 'A row of video results, shown as thumbnails with their length and source.',
  },
  APP: {
    name: 'Apps',
    meaning: 'Results for mobile apps, linking to their pages in the app stores.',
  },
  PRD: {
    name: 'Product Grid',
    meaning: 'A grid of products from several shops with prices, in the unpaid part of the results.',
  },
  PLC: {
    name: 'Places',
    meaning: 'A list of places such as attractions or venues for the query, with pictures and ratings.',
  },
  PLS: {
    name: 'Places Sites',
    meaning: 'A block of websites about the places searched for, such as travel guides (read from its name).',
  },
  TST: {
    name: 'Top Sights Grid',
    meaning: 'A grid of the best-known sights of a destination, each with a picture.',
  },
  VDI: {
    name: 'Visual Digest',
    meaning: 'A visual summary of a topic made of pictures and short excerpts from several pages.',
  },
  DAN: {
    name: 'Direct Answer',
    meaning: 'A short answer such as a figure, a date or a conversion shown at the top, without a page to click.',
  },
  FLA: {
    name: 'Flights Airlines',
    meaning: 'A list of the airlines that fly the route searched for.',
  },
  FLS: {
    name: 'Flights Sites',
    meaning: 'Links to travel and booking websites that sell flights for the route searched for.',
  },
  TTK: {
    name: 'Things to know',
    meaning: 'A block of subtopics people usually look into about the query, each opening to an excerpt from a page.',
  },
};
