import fc from 'fast-check';
import { reportSheetName } from '../../src';

/** No half of a surrogate pair (String.prototype.isWellFormed, which the test's library typings do not know yet). */
const wellFormed = (text: string) =>
  !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);

/** What both hosts require of a sheet name (Excel's rules are the stricter ones; Sheets refuses only an empty name). */
function hostsRefuse(name: string): string | null {
  if (name.length === 0) return 'empty';
  if (name.length > 31) return 'longer than 31 characters';
  if (/[:\\/?*[\]]/.test(name)) return 'a character Excel forbids';
  if (name.startsWith("'") || name.endsWith("'")) return "a ' at an end";
  if (!wellFormed(name)) return 'half of a surrogate pair';
  return null;
}

const graphemes = (text: string) =>
  Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment);

/** Names with what real campaign names hold: quotes, forbidden characters, blanks, emoji with modifiers, accents. */
const campaignName = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 12 }),
      fc.constantFrom("'", ' ', ':', '/', '\\', '?', '*', '[', ']', '👍🏽', '👨‍👩‍👧', '🇬🇧', 'é', 'e\u0301', '\t'),
      fc.string({ unit: 'binary', maxLength: 4 }),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

const day = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const period = fc.tuple(day, day).map(([a, b]): [string, string] => (a <= b ? [a, b] : [b, a]));

describe('report sheet names: one rule both hosts accept', () => {
  it('any campaign name and period gives a name both hosts take, with the whole period, cut on whole characters', () => {
    fc.assert(
      fc.property(campaignName, period, (campaign, [start, end]) => {
        const name = reportSheetName(campaign, start, end);
        expect(hostsRefuse(name)).toBeNull();
        const shown = start.slice(0, 4) === end.slice(0, 4) ? `${start}–${end.slice(5)}` : `${start}–${end}`;
        expect(name.endsWith(shown)).toBe(true);
        // What is kept of the campaign's name is a run of its first whole characters (emoji and accents intact).
        const kept = name.slice(0, name.length - shown.length).trimEnd();
        const cleaned = graphemes(
          campaign
            // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are left out of names.
            .replace(/[\u0000-\u001f\u007f]/g, '')
            .replace(/[:\\/?*[\]]/g, ' ')
            .replace(/\s+/g, ' ')
            .replace(/^[\s']+/, ''),
        );
        const keptCharacters = graphemes(kept);
        if (keptCharacters.length > 0 && wellFormed(kept) && wellFormed(campaign))
          expect(cleaned.slice(0, keptCharacters.length)).toEqual(keptCharacters);
      }),
    );
  });

  it('a name already taken gets the first free (n), still whole: the period stays, the campaign name gives way', () => {
    fc.assert(
      fc.property(campaignName, period, fc.integer({ min: 1, max: 40 }), (campaign, [start, end], copies) => {
        const existing: string[] = [];
        for (let n = 0; n < copies; n++) existing.push(reportSheetName(campaign, start, end, existing));
        const folded = (name: string) => name.toUpperCase().toLowerCase();
        const taken = new Set(existing.map(folded));
        expect(taken.size).toBe(copies);
        for (const name of existing) {
          expect(hostsRefuse(name)).toBeNull();
          expect(name).toContain(start);
        }
        // Hosts compare names without case: an upper-cased copy is taken too.
        const next = reportSheetName(
          campaign,
          start,
          end,
          existing.map((name) => name.toUpperCase()),
        );
        expect(taken.has(folded(next))).toBe(false);
      }),
      { numRuns: 60 },
    );
  });

  it('the cases found on main', () => {
    // A leading or trailing ' is refused by Excel (and by Sheets' A1 references).
    expect(reportSheetName("'Quoted' Shoes'", '2026-10-01', '2026-10-31')).toBe("Quoted' Shoes 2026-10-01–10-31");
    // A second report of the same period keeps the whole period: the campaign's name is shortened instead.
    const first = reportSheetName('Northwind Shoes UK', '2026-10-01', '2026-10-31');
    expect(first).toBe('Northwind Shoe 2026-10-01–10-31');
    expect(reportSheetName('Northwind Shoes UK', '2026-10-01', '2026-10-31', [first])).toBe(
      'Northwind 2026-10-01–10-31 (2)',
    );
    // Cut before an emoji that does not fit, never inside it.
    // 14 UTF-16 units are left for the name: 'Northwind Sho' and half of the thumb would be 14.
    expect(reportSheetName('Northwind Sho👍🏽', '2026-10-01', '2026-10-31')).toBe('Northwind Sho 2026-10-01–10-31');
    expect(reportSheetName('Northwind 👨‍👩‍👧 family', '2026-10-01', '2026-10-31')).toBe('Northwind 2026-10-01–10-31');
    expect(reportSheetName('Shoes 👨‍👩‍👧', '2026-10-01', '2026-10-31')).toBe('Shoes 👨‍👩‍👧 2026-10-01–10-31');
  });
});
