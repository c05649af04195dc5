import type { ImportBook } from '../state/imports';
import { parseIsoDay } from './calendar';
import type { CampaignDef } from './catalogue';
import { hashParts, intBetween } from './random';
import { phraseSpace, THEMES } from './vocabulary';

/** A tracked keyword: its identity only. Every metric is computed from it on demand. */
export interface Keyword {
  seed: number;
  campaign: CampaignDef;
  /** Position in the campaign, 0-based; generated keywords first, then imported ones. */
  index: number;
  /** `campaign id * 100000 + index + 1`: 101 -> 10100001.., 103 -> 10300001..10325000. */
  id: number;
  phrase: string;
  /** Word index per theme slot for generated keywords; null for imported ones. */
  slots: readonly number[] | null;
  /** Groups of an imported keyword. */
  importGroupIds: readonly number[] | null;
  addedDay: number;
}

export const KEYWORD_ID_FACTOR = 100_000;

export function keywordIdOf(campaignId: number, index: number): number {
  return campaignId * KEYWORD_ID_FACTOR + index + 1;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** A stride coprime with the phrase space, so index -> combination is a bijection that spreads words around. */
function strideFor(space: number): number {
  let stride = Math.floor(space * 0.618) | 1;
  while (gcd(stride, space) !== 1) stride += 2;
  return stride;
}

function slotsOf(campaign: CampaignDef, seed: number, index: number): number[] {
  const theme = THEMES[campaign.theme];
  const space = phraseSpace(theme);
  const offset = hashParts([seed, campaign.id, 'phrase-offset']) % space;
  let combination = (index * strideFor(space) + offset) % space;
  const slots: number[] = [];
  for (const slot of theme.slots) {
    slots.push(combination % slot.length);
    combination = Math.floor(combination / slot.length);
  }
  return slots;
}

function phraseOf(campaign: CampaignDef, slots: readonly number[]): string {
  const theme = THEMES[campaign.theme];
  const order = theme.order ?? theme.slots.map((_, i) => i);
  return order
    .map((slotIndex) => theme.slots[slotIndex]?.[slots[slotIndex] ?? 0] ?? '')
    .filter((word) => word !== '')
    .join(' ');
}

function generatedKeyword(seed: number, campaign: CampaignDef, index: number): Keyword {
  const slots = slotsOf(campaign, seed, index);
  const created = parseIsoDay(campaign.createdOn) ?? 0;
  // Most keywords were added with the campaign; some later, in batches.
  const lateAddition = intBetween(0, 9, seed, campaign.id, index, 'added') === 0;
  const addedDay = lateAddition ? created + intBetween(30, 400, seed, campaign.id, index, 'added-days') : created;
  return {
    seed,
    campaign,
    index,
    id: keywordIdOf(campaign.id, index),
    phrase: phraseOf(campaign, slots),
    slots,
    importGroupIds: null,
    addedDay,
  };
}

/**
 * A change made to a campaign's keyword list while the sandbox runs (a `list-change` fault): one keyword deleted and
 * one added. Positions are in the list after imports; negative ones count from the end (-1: the last).
 */
export interface ListChange {
  /** Who made it, so that it can be undone (the fault's id). */
  owner: string;
  campaignId: number;
  /** Position of the keyword deleted, in the list before the change. */
  deleteAt: number;
  /** Position the added keyword takes, in the list after the deletion (-1: appended). */
  addAt: number;
}

/** A position counted from the end when negative, kept within a list of `length` (plus one for an insertion). */
function positionIn(length: number, at: number, insert: boolean): number {
  const room = insert ? length + 1 : length;
  return Math.min(Math.max(at < 0 ? room + at : at, 0), room - 1);
}

/** The keywords of every campaign, generated once per sandbox and extended by completed imports. */
export class KeywordStore {
  private readonly generated = new Map<number, Keyword[]>();
  private readonly changes: ListChange[] = [];

  constructor(
    readonly seed: number,
    private readonly imports: ImportBook,
  ) {}

  generatedKeywords(campaign: CampaignDef): Keyword[] {
    let list = this.generated.get(campaign.id);
    if (!list) {
      list = [];
      for (let index = 0; index < campaign.keywordCount; index++) {
        list.push(generatedKeyword(this.seed, campaign, index));
      }
      this.generated.set(campaign.id, list);
    }
    return list;
  }

  /** Current keywords of the campaign: generated and imported ones in id order, then the list changes in turn. */
  all(campaign: CampaignDef, nowMs: number): Keyword[] {
    let list = this.withImports(campaign, nowMs);
    const changes = this.changes.filter((change) => change.campaignId === campaign.id);
    changes.forEach((change, serial) => {
      list = this.applied(list, change, campaign, serial);
    });
    return list;
  }

  /** Deletes one keyword of a campaign and adds another, as an analyst editing the list during a pull would. */
  changeList(change: ListChange): void {
    this.changes.push({ ...change });
  }

  /** The changes in force, as text: the lists are the same whenever it is (whoever made them). */
  changesInForce(): string {
    return JSON.stringify(this.changes.map(({ campaignId, deleteAt, addAt }) => [campaignId, deleteAt, addAt]));
  }

  /** Undoes every change the owner made: the lists read as before. */
  undoChanges(owner: string): void {
    for (let i = this.changes.length - 1; i >= 0; i--) {
      if (this.changes[i]?.owner === owner) this.changes.splice(i, 1);
    }
  }

  private applied(list: readonly Keyword[], change: ListChange, campaign: CampaignDef, serial: number): Keyword[] {
    const next = [...list];
    if (next.length > 0) next.splice(positionIn(next.length, change.deleteAt, false), 1);
    next.splice(positionIn(next.length, change.addAt, true), 0, this.addedKeyword(campaign, serial));
    return next;
  }

  /**
   * The keyword a change adds: the one the campaign's theme would generate next, tracked since the campaign began (as
   * a keyword restored from the archive is), so that it shows in every period. Its id comes from the top of the
   * campaign's id range, which neither generated nor imported keywords reach.
   */
  private addedKeyword(campaign: CampaignDef, serial: number): Keyword {
    const keyword = generatedKeyword(this.seed, campaign, campaign.keywordCount + serial);
    return {
      ...keyword,
      // The index before the last of the range: the last one's id would be the next campaign's first.
      id: keywordIdOf(campaign.id, KEYWORD_ID_FACTOR - 2 - serial),
      addedDay: parseIsoDay(campaign.createdOn) ?? 0,
    };
  }

  private withImports(campaign: CampaignDef, nowMs: number): Keyword[] {
    const base = this.generatedKeywords(campaign);
    const completed = this.imports.completed(campaign.id, nowMs);
    if (completed.length === 0) return base;
    const list = [...base];
    for (const job of completed) {
      for (const phrase of job.phrases) {
        const index = list.length;
        list.push({
          seed: this.seed,
          campaign,
          index,
          id: keywordIdOf(campaign.id, index),
          phrase,
          slots: null,
          importGroupIds: job.groupIds,
          addedDay: job.addedDay,
        });
      }
    }
    return list;
  }

  /** Phrases already tracked or being imported (imports skip these). */
  knownPhrases(campaign: CampaignDef): Set<string> {
    const known = new Set(this.generatedKeywords(campaign).map((keyword) => keyword.phrase));
    for (const job of this.imports.all(campaign.id)) for (const phrase of job.phrases) known.add(phrase);
    const changes = this.changes.filter((change) => change.campaignId === campaign.id);
    changes.forEach((_change, serial) => {
      known.add(this.addedKeyword(campaign, serial).phrase);
    });
    return known;
  }
}
