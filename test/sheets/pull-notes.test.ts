import { CAMPAIGN, END, START } from './examples';
import { tableKeys as keptTables, noteCachedTables } from './noted-tables';
import { useSheetsAddOn } from './setup';

/**
 * The notes of a cell's last pull (a count that disagrees with the pages, beside a complete table) in the sidebar's
 * status, through the built add-on. The paging engine tells a note while it reads pages; here the note comes with a
 * finished table from the document cache (a table keeps the notes of the pull that made it), which is how a cell
 * recalculated after Refresh now gets its table anyway.
 */
const sheets = useSheetsAddOn({ timeZone: 'Europe/Berlin' });

const NOTE = "the campaign's count says 2,500 keywords; the service listed 2,345 for 2026-10-01 to 2026-10-31";

interface PullNotesStatus {
  pullNotes: { call: string; when: string; notes: string[] }[];
}
const pullNotes = () => (sheets.addOn.run('svSidebarStatus') as PullNotesStatus).pullNotes;
const entries = () => sheets.addOn.cache.documentCache.entries;
const tableKeys = () => keptTables(sheets.addOn);

describe("the notes of a cell's last pull in the sidebar", () => {
  test("a sidebar preview is the user's own: its notes are not written where other editors' sidebars read", () => {
    const preview = () => sheets.addOn.run('svPreviewFormula', { name: 'CAMPAIGNS', args: [] });
    preview();
    noteCachedTables(sheets.addOn, [NOTE]);
    const sent = sheets.service.requests().length;
    preview();
    // The preview came from the noted table (no request), and nothing of it reached the shared status.
    expect(sheets.service.requests()).toHaveLength(sent);
    expect(entries().has('SV_PULL_NOTES')).toBe(false);
    expect(pullNotes()).toEqual([]);
  });

  test('a pull without notes: the status lists none', () => {
    sheets.addOn.cell('SV_KEYWORDS', CAMPAIGN, START, END);
    expect(pullNotes()).toEqual([]);
    expect(entries().has('SV_PULL_NOTES')).toBe(false);
  });

  test('a pull with a note: the status shows it with its call; the next pull without notes takes it away', () => {
    const first = sheets.addOn.cell('SV_CAMPAIGNS');
    expect(tableKeys()).toHaveLength(1);
    noteCachedTables(sheets.addOn, [NOTE]);
    const sent = sheets.service.requests().length;

    // Served from the cache with the notes the table was kept with: the same table, no request, the note in the status.
    expect(sheets.addOn.cell('SV_CAMPAIGNS')).toEqual(first);
    expect(sheets.service.requests()).toHaveLength(sent);
    const [shown, ...others] = pullNotes();
    expect(others).toEqual([]);
    expect(shown?.call).toBe('SV_CAMPAIGNS()');
    expect(shown?.notes).toEqual([NOTE]);
    expect(shown?.when).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    // Another cell's pull without notes leaves it there.
    sheets.addOn.cell('SV_KEYWORDS', CAMPAIGN, START, END);
    expect(pullNotes().map((pull) => pull.call)).toEqual(['SV_CAMPAIGNS()']);

    // The same call pulled afresh once its table has expired, told nothing: its note goes.
    sheets.addOn.runtime.cacheClockOffsetMs = 2 * 60 * 60 * 1000;
    sheets.addOn.cell('SV_CAMPAIGNS');
    expect(sheets.service.requests().length).toBeGreaterThan(sent);
    expect(pullNotes()).toEqual([]);
  });

  test('the call is named with its arguments as the cell reads them; every note of the pull is listed', () => {
    sheets.addOn.cell('SV_KEYWORDS', CAMPAIGN, START, END);
    noteCachedTables(sheets.addOn, [NOTE, 'a second thing']);
    sheets.addOn.cell('SV_KEYWORDS', CAMPAIGN, START, END);
    const [shown] = pullNotes();
    expect(shown?.call).toMatch(/^SV_KEYWORDS\(\d+, "\d{4}-\d{2}-\d{2}", "\d{4}-\d{2}-\d{2}"\)$/);
    expect(shown?.notes).toEqual([NOTE, 'a second thing']);
  });
});
