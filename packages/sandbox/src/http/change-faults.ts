import type { ActiveFault } from '../types';

/**
 * Faults of a service under change that reshape a correct answer: the page served for another offset, and counts
 * that disagree with the rows. Each is what a live service has been seen (or can be expected) to do between two
 * requests of one pull; none changes the rows of a page it does not touch.
 */

/** The address whose answer is sent: the one asked for, or the same with another `offset` (repeat, shift, ignore). */
export function servedUrl(fault: ActiveFault | null, url: URL): URL {
  const asked = Number(url.searchParams.get('offset') ?? 0);
  const served = offsetServed(fault, asked);
  if (served === asked) return url;
  const other = new URL(url);
  other.searchParams.set('offset', String(served));
  return other;
}

function offsetServed(fault: ActiveFault | null, asked: number): number {
  switch (fault?.kind) {
    case 'repeat-page':
      return fault.asOffset ?? 0;
    case 'shifted-row':
      return Math.max(0, asked - (fault.shift ?? 1));
    case 'ignore-offset':
      return 0;
    case 'doubled-row':
      // Beyond the doubled row, the list runs one row behind.
      return asked > (fault.at ?? 0) ? asked - 1 : asked;
    default:
      return asked;
  }
}

/** The answer with the counts a `keyword-count` or `wrapper-count` fault reports instead of the true ones. */
export function withFaultyCounts(fault: ActiveFault | null, body: unknown): unknown {
  if (fault?.kind === 'keyword-count') return mapCampaignInfos(body, (count) => faultyCount(fault, count));
  if (fault?.kind === 'wrapper-count' && isObject(body) && Array.isArray(body.results)) {
    const scaled = fault.factor === undefined ? {} : scaledTotal(body, fault.factor);
    return {
      ...body,
      ...scaled,
      ...(fault.pages === undefined ? {} : { pages: sameType(body.pages, fault.pages) }),
      ...(fault.totalResults === undefined ? {} : { total_results: sameType(body.total_results, fault.totalResults) }),
    };
  }
  return body;
}

/** A wrapper's `total_results` multiplied by `factor`, and its `pages` counted again from it. */
function scaledTotal(body: Record<string, unknown>, factor: number): Record<string, unknown> {
  const total = Math.round(Number(body.total_results) * factor);
  const limit = Number(body.limit);
  const pages = limit > 0 ? Math.max(1, Math.ceil(total / limit)) : Number(body.pages);
  return { total_results: sameType(body.total_results, total), pages: sameType(body.pages, pages) };
}

/** The records of a page: a bare list, the first list a wrapper holds, or a `results` object keyed by date or page. */
export interface PageRecords {
  count: number;
  /** The page's own size: the wrapper's `limit`, else the query's `limit`, else the 1,000 rows of fixed pages. */
  size: number;
  /** The records in order (the entries of a `results` object). */
  records: readonly unknown[];
  /** The same answer, wrapper and all, holding `records` instead. */
  withRecords(records: readonly unknown[]): unknown;
}

export function recordsOf(body: unknown, query: URLSearchParams): PageRecords | null {
  const asked = Number(query.get('limit') ?? 1000);
  if (Array.isArray(body)) return { count: body.length, size: asked, records: body, withRecords: (list) => list };
  if (!isObject(body)) return null;
  const size = typeof body.limit === 'number' ? body.limit : asked;
  const listKey = Object.keys(body).find((key) => Array.isArray(body[key]));
  if (listKey) {
    const list = body[listKey] as unknown[];
    return { count: list.length, size, records: list, withRecords: (other) => ({ ...body, [listKey]: other }) };
  }
  const results = body.results;
  if (!isObject(results)) return null;
  const entries = Object.entries(results);
  return {
    count: entries.length,
    size,
    records: entries,
    withRecords: (other) => ({ ...body, results: Object.fromEntries(other as [string, unknown][]) }),
  };
}

/** Faults that rebuild a page from the service's own rows (see `FaultSpec`). */
const RESHAPING = new Set(['doubled-row', 'copied-row', 'tie-order', 'small-pages']);

export function reshapes(fault: ActiveFault | null): boolean {
  return fault !== null && RESHAPING.has(fault.kind);
}

/**
 * Whether a fault answers other than the answer of the address served (`servedUrl`) as it stands: its rows reshaped,
 * a short page, its counts changed. The others (a repeated or shifted page, an ignored offset, a slow or broken answer)
 * send that answer's own text.
 */
export function changesAnswer(fault: ActiveFault | null): boolean {
  return fault !== null && (CHANGING_ANSWERS.has(fault.kind) || reshapes(fault));
}

const CHANGING_ANSWERS = new Set(['short-page', 'keyword-count', 'wrapper-count']);

/** The page the service holds at another offset of the same request (not a request of the caller's). */
export type ReadPage = (offset: number) => Promise<PageRecords | null>;

/**
 * The answer at offset `asked` as a `doubled-row`, `copied-row`, `tie-order` or `small-pages` fault reshapes it. The
 * body is the answer served for the offset `servedUrl` chose.
 */
export async function reshapedPage(
  fault: ActiveFault,
  asked: number,
  body: unknown,
  query: URLSearchParams,
  readPage: ReadPage,
): Promise<unknown> {
  if (fault.kind === 'small-pages') return smallPage(fault, asked, body);
  const page = recordsOf(body, query);
  if (!page) return body;
  const at = fault.at ?? 0;
  const rows = [...page.records];
  if (fault.kind === 'doubled-row') {
    if (asked > at) return withOffset(page.withRecords(rows), asked);
    if (at - asked >= rows.length) return body;
    rows.splice(at - asked + 1, 0, rows[at - asked]);
    // A full page stays full: its last row moves on to the next page.
    return page.withRecords(page.count < page.size ? rows : rows.slice(0, page.size));
  }
  if (fault.kind === 'copied-row') {
    if (at < asked || at - asked >= rows.length) return body;
    const source = await readPage(fault.from ?? 0);
    if (!source || source.count === 0) return body;
    rows[at - asked] = source.records[0];
    return page.withRecords(rows);
  }
  return tiedPage(fault, asked, page, rows, readPage);
}

/** A page holding some of a block of tied rows, in this request's order of the block. */
async function tiedPage(
  fault: ActiveFault,
  asked: number,
  page: PageRecords,
  rows: unknown[],
  readPage: ReadPage,
): Promise<unknown> {
  const at = fault.at ?? 0;
  const first = Math.max(0, at - (fault.spread ?? 10));
  const last = at + (fault.spread ?? 10);
  if (last < asked || first >= asked + rows.length) return page.withRecords(rows);
  const source = await readPage(first);
  if (!source) return page.withRecords(rows);
  const block = source.records.slice(0, last - first + 1);
  const fixed = at - first;
  if (fixed >= block.length) return page.withRecords(rows);
  const others = block.filter((_, i) => i !== fixed);
  const turn = others.length > 0 ? fault.hits % others.length : 0;
  const ordered = [...others.slice(turn), ...others.slice(0, turn)];
  ordered.splice(fixed, 0, block[fixed]);
  for (let position = Math.max(asked, first); position < first + ordered.length; position += 1) {
    if (position - asked < rows.length) rows[position - asked] = ordered[position - first];
  }
  return page.withRecords(rows);
}

/** A 1.2 wrapper served `pageRows` rows at a time, its `limit` and `pages` saying so. */
function smallPage(fault: ActiveFault, asked: number, body: unknown): unknown {
  if (!isObject(body) || !Array.isArray(body.results) || typeof body.limit !== 'number') return body;
  const size = fault.pageRows ?? 1;
  const total = Number(body.total_results);
  const { total_results: _dropped, ...rest } = body;
  return {
    ...(fault.dropTotal ? rest : body),
    results: body.results.slice(0, size),
    limit: size,
    offset: asked,
    ...(Number.isFinite(total) ? { pages: sameType(body.pages, Math.max(1, Math.ceil(total / size))) } : {}),
  };
}

/** A wrapper served for another offset says the offset that was asked for. */
function withOffset(body: unknown, asked: number): unknown {
  return isObject(body) && typeof body.offset === 'number' ? { ...body, offset: asked } : body;
}

function faultyCount(fault: ActiveFault, count: number): number {
  if (fault.count !== undefined) return fault.count;
  return Math.round(count * (fault.factor ?? 1));
}

const COUNT_FIELDS = ['keywords_count', 'keyword_count'];

/** Tracked campaigns, bare or in a wrapper (`arrayWrapper` variant): each `campaign_info` count through `change`. */
function mapCampaignInfos(body: unknown, change: (count: number) => number): unknown {
  // An answer without campaigns (a page of keywords) stays the very same value: the memo then sends its kept bytes.
  if (Array.isArray(body)) {
    const items = body.map((item) => mapCampaignInfos(item, change));
    return items.some((item, index) => item !== body[index]) ? items : body;
  }
  if (!isObject(body)) return body;
  const info = body.campaign_info;
  if (!isObject(info)) {
    const listKey = Object.keys(body).find((key) => Array.isArray(body[key]));
    const list = listKey ? mapCampaignInfos(body[listKey], change) : undefined;
    return listKey && list !== body[listKey] ? { ...body, [listKey]: list } : body;
  }
  const changed: Record<string, unknown> = { ...info };
  for (const field of COUNT_FIELDS) {
    if (field in info) changed[field] = sameType(info[field], change(Number(info[field])));
  }
  return { ...body, campaign_info: changed };
}

/** A number sent as text (the `numbersAsStrings` variant) stays text. */
function sameType(original: unknown, value: number): number | string {
  return typeof original === 'string' ? String(value) : value;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
