import { parseIsoDay } from './calendar';
import type { ThemeName } from './vocabulary';

/** The fixed account behind the sandbox: companies and their campaigns. Ids are stable and documented. */

export interface Company {
  id: number;
  name: string;
}

export interface CampaignDef {
  id: number;
  companyId: number;
  name: string;
  domain: string;
  location: string;
  currency: string;
  analyticsCurrency: string;
  createdOn: string;
  /** Keywords tracked before any import. */
  keywordCount: number;
  theme: ThemeName;
  brand: string;
  primaryDevice: 'desktop' | 'mobile';
  maxTrackedDesktop: number;
  maxTrackedMobile: number;
  /** Saved competitor domains. */
  competitors: readonly string[];
  accountManager: string;
  mrr: number;
  /** User-created traffic segments, next to all, brand and non-brand. */
  customSegments: readonly string[];
  /** Campaign ids of the same site in other locations (including this one). */
  locationSiblings: readonly number[];
  owner: string;
}

export const COMPANIES: readonly Company[] = [
  { id: 1, name: 'Northwind Retail Ltd' },
  { id: 2, name: 'Bluebird Travel Group' },
  { id: 3, name: 'Acme Cloud Software' },
];

export const CAMPAIGNS: readonly CampaignDef[] = [
  {
    id: 101,
    companyId: 1,
    name: 'Northwind Shoes UK',
    domain: 'northwind-shoes.example',
    location: 'United Kingdom',
    currency: 'GBP',
    analyticsCurrency: 'GBP',
    createdOn: '2023-03-14',
    keywordCount: 150,
    theme: 'shoes',
    brand: 'northwind',
    primaryDevice: 'desktop',
    maxTrackedDesktop: 100,
    maxTrackedMobile: 100,
    competitors: ['stridewear.example', 'footloose-store.example', 'bootcamp-outdoor.example'],
    accountManager: 'Hannah Price',
    mrr: 1450,
    customSegments: ['blog', 'product pages'],
    locationSiblings: [101, 102],
    owner: 'seo@northwind-shoes.example',
  },
  {
    id: 102,
    companyId: 1,
    name: 'Northwind Shoes US',
    domain: 'northwind-shoes.example',
    location: 'United States',
    currency: 'USD',
    analyticsCurrency: 'GBP',
    createdOn: '2023-09-01',
    keywordCount: 2345,
    theme: 'shoes',
    brand: 'northwind',
    primaryDevice: 'mobile',
    maxTrackedDesktop: 100,
    maxTrackedMobile: 50,
    competitors: ['stridewear.example', 'sneakerhub.example', 'trailmate.example', 'shoe-warehouse.example'],
    accountManager: 'Hannah Price',
    mrr: 2900,
    customSegments: ['blog'],
    locationSiblings: [101, 102],
    owner: 'seo@northwind-shoes.example',
  },
  {
    id: 103,
    companyId: 2,
    name: 'Bluebird Travel',
    domain: 'bluebird-travel.example',
    location: 'United Kingdom',
    currency: 'GBP',
    analyticsCurrency: 'GBP',
    createdOn: '2022-06-20',
    keywordCount: 25000,
    theme: 'travel',
    brand: 'bluebird',
    primaryDevice: 'desktop',
    maxTrackedDesktop: 100,
    maxTrackedMobile: 100,
    competitors: ['wanderly.example', 'sunseekers.example', 'farflung-trips.example', 'citybreaks.example'],
    accountManager: 'Tomasz Nowak',
    mrr: 8800,
    customSegments: ['destinations', 'deals'],
    locationSiblings: [103, 104],
    owner: 'marketing@bluebird-travel.example',
  },
  {
    id: 104,
    companyId: 2,
    name: 'Bluebird Travel DE',
    domain: 'bluebird-travel.example',
    location: 'Germany',
    currency: 'EUR',
    analyticsCurrency: 'GBP',
    createdOn: '2024-01-08',
    keywordCount: 480,
    theme: 'travel',
    brand: 'bluebird',
    primaryDevice: 'desktop',
    maxTrackedDesktop: 100,
    maxTrackedMobile: 30,
    competitors: ['wanderly.example', 'reisefreude.example'],
    accountManager: 'Tomasz Nowak',
    mrr: 1200,
    customSegments: [],
    locationSiblings: [103, 104],
    owner: 'marketing@bluebird-travel.example',
  },
  {
    id: 105,
    companyId: 3,
    name: 'Acme Cloud',
    domain: 'acme-cloud.example',
    location: 'United States',
    currency: 'USD',
    analyticsCurrency: 'USD',
    createdOn: '2024-11-02',
    keywordCount: 60,
    theme: 'software',
    brand: 'acme',
    primaryDevice: 'desktop',
    maxTrackedDesktop: 100,
    maxTrackedMobile: 100,
    competitors: ['saasforge.example', 'cloudnimbus.example'],
    accountManager: 'Priya Raman',
    mrr: 650,
    customSegments: ['docs'],
    locationSiblings: [105],
    owner: 'growth@acme-cloud.example',
  },
];

export function findCampaign(id: number): CampaignDef | undefined {
  return CAMPAIGNS.find((campaign) => campaign.id === id);
}

export function findCompany(id: number): Company | undefined {
  return COMPANIES.find((company) => company.id === id);
}

/** The company the limited demo token may see. */
export const LIMITED_COMPANY_ID = 1;

const createdDays = new Map<number, number>();

/** Day number of the campaign's creation (remembered: it is asked once per keyword and day range). */
export function createdDayOf(campaign: CampaignDef): number {
  let day = createdDays.get(campaign.id);
  if (day === undefined) {
    day = parseIsoDay(campaign.createdOn) ?? 0;
    createdDays.set(campaign.id, day);
  }
  return day;
}
