import { CAMPAIGN, END, START } from './examples';
import { useSheetsAddOn } from './setup';

/**
 * Insert in the sidebar, then the sidebar's second call: a custom function cannot give Sheets a number format, so the
 * columns of a formula the sidebar inserted get the formats of their units over the rows it spills, read from the table
 * the cell's own call kept (nothing more is sent). Sheets computes the cell when the script flushes, as it does once
 * the formula is written.
 */
const sheets = useSheetsAddOn({ timeZone: 'Europe/Berlin' });

interface Placed {
  sheetId: number;
  row: number;
  column: number;
}
interface Inserted {
  formula: string;
  message: string;
  placed: Placed;
}
interface Formats {
  message: string;
  columns: number;
  rows: number;
}

const run = <T>(name: string, ...args: unknown[]) => sheets.addOn.run(name, ...args) as T;

/** Select `a1`, Insert, and let Sheets compute the cell with the arguments Sheets passes (an empty one as ""). */
function insertAt(a1: string, name: string, args: string[], cellArgs: unknown[]): Inserted {
  sheets.addOn.spreadsheet.activeRanges = [sheets.addOn.sheet().getRange(a1)];
  const inserted = run<Inserted>('svInsertFormula', { name, args });
  sheets.addOn.evaluators.set(inserted.formula, () => sheets.addOn.cell(`SV_${name}`, ...cellArgs));
  sheets.addOn.recalculateOnFlush = true;
  return inserted;
}

/** Every cell of the sheet with a number format, as A1 → format. */
function formattedCells(): Map<string, string> {
  const range = sheets.addOn.sheet().getRange('A1:AZ400');
  const formats = range.getNumberFormats();
  const found = new Map<string, string>();
  for (const [r, line] of formats.entries()) {
    for (const [c, format] of line.entries()) if (format !== '') found.set(`${r + 1},${c + 1}`, format);
  }
  return found;
}

/** What the spill shows at the anchor: rows × columns of values. */
function spilled(a1: string, rows: number, columns: number): unknown[][] {
  const anchor = sheets.addOn.sheet().getRange(a1);
  return sheets.addOn.sheet().getRange(anchor.getRow(), anchor.getColumn(), rows, columns).getValues();
}

describe('Insert gives the columns of the inserted result their number formats', () => {
  test('dates and shares of SV_GROUP_VISIBILITY: formats over the data rows, header row and other cells untouched', () => {
    sheets.addOn.enterValues('A1', [['notes beside the table']]);
    const inserted = insertAt('B3', 'GROUP_VISIBILITY', [String(CAMPAIGN), START, END], [CAMPAIGN, START, END]);
    const sentByInsert = sheets.service.requests().length;
    expect(sentByInsert).toBe(0);
    const formats = run<Formats>('svFormatInsertedFormula', inserted.placed);
    // The cell's call sent the requests; reading its result back for the formats sent none.
    const sentByCell = sheets.service.requests().length;
    expect(sentByCell).toBeGreaterThan(0);

    const grid = sheets.addOn.cell('SV_GROUP_VISIBILITY', CAMPAIGN, START, END) as unknown[][];
    expect(sheets.service.requests().length).toBe(sentByCell);
    const header = grid[0] as string[];
    const rows = grid.length - 1;
    expect(rows).toBeGreaterThan(1);
    expect(formats.rows).toBe(rows);
    expect(formats.message).toMatch(
      new RegExp(`^Its \\d+ date and percent columns got number formats over the ${rows} rows it shows now`),
    );

    const dateAt = header.indexOf('date');
    const shareAt = header.findIndex((path) => /visibility/.test(path));
    expect(dateAt).toBeGreaterThanOrEqual(0);
    expect(shareAt).toBeGreaterThanOrEqual(0);
    const cells = formattedCells();
    // Column B is the anchor's: column index c of the table is sheet column 2 + c; its rows 4 to 3 + rows.
    for (let row = 4; row <= 3 + rows; row += 1) {
      expect(cells.get(`${row},${2 + dateAt}`)).toBe('yyyy-mm-dd');
      expect(cells.get(`${row},${2 + shareAt}`)).toBe('0.0%');
    }
    // The header row, the rows below the spill, the cells beside it and the note keep no format.
    for (const [where] of cells) {
      const [row, column] = where.split(',').map(Number) as [number, number];
      expect(row).toBeGreaterThanOrEqual(4);
      expect(row).toBeLessThanOrEqual(3 + rows);
      expect(column).toBeGreaterThanOrEqual(2);
      expect(column).toBeLessThan(2 + header.length);
    }
    expect(cells.size).toBe(formats.columns * rows);
    // A share still holds its fraction: only its display changes.
    const firstShare = spilled('B4', 1, header.length)[0]?.[shareAt];
    expect(typeof firstShare).toBe('number');
    expect(firstShare as number).toBeLessThanOrEqual(1);
  });

  test('with headers=none the formats start at the anchor row and cover exactly the rows spilled', () => {
    const options = 'headers=none';
    const inserted = insertAt(
      'D5',
      'GROUP_VISIBILITY',
      [String(CAMPAIGN), START, END, '', options],
      [CAMPAIGN, START, END, '', options],
    );
    expect(inserted.formula).toBe(`=SV_GROUP_VISIBILITY(${CAMPAIGN}, "${START}", "${END}", , "${options}")`);
    const formats = run<Formats>('svFormatInsertedFormula', inserted.placed);
    const grid = sheets.addOn.cell('SV_GROUP_VISIBILITY', CAMPAIGN, START, END, '', options) as unknown[][];
    expect(formats.rows).toBe(grid.length);
    const cells = formattedCells();
    const rowsFormatted = [...new Set([...cells.keys()].map((where) => Number(where.split(',')[0])))];
    expect(Math.min(...rowsFormatted)).toBe(5);
    expect(Math.max(...rowsFormatted)).toBe(4 + grid.length);
    // Column D holds the first column, the date.
    expect(cells.get('5,4')).toBe('yyyy-mm-dd');
  });

  test('a cell that shows an error gets nothing formatted, and nothing is sent for the formats', () => {
    // Another value in the way: the result cannot spill and the cell shows #REF!.
    sheets.addOn.enterValues('C9', [['in the way']]);
    const inserted = insertAt('B8', 'GROUP_VISIBILITY', [String(CAMPAIGN), START, END], [CAMPAIGN, START, END]);
    const formats = run<Formats>('svFormatInsertedFormula', inserted.placed);
    expect(sheets.addOn.sheet().getRange('B8').getDisplayValues()[0]?.[0]).toBe('#REF!');
    expect(formats).toEqual({ message: '', columns: 0, rows: 0 });
    expect(formattedCells().size).toBe(0);
  });

  test('a formula replaced in the meantime is left alone', () => {
    const inserted = insertAt('B3', 'CAMPAIGNS', [], []);
    sheets.addOn.enterValues('B3', [['typed over']]);
    const formats = run<Formats>('svFormatInsertedFormula', inserted.placed);
    expect(formats.message).toMatch(/no longer holds the formula/);
    expect(formattedCells().size).toBe(0);
    expect(sheets.service.requests()).toHaveLength(0);
  });

  test('a function always asked afresh keeps no table: nothing is formatted and the sidebar says how to do it', () => {
    const inserted = insertAt('B3', 'IMPORT_STATUS', [String(CAMPAIGN), '7'], [CAMPAIGN, 7]);
    const formats = run<Formats>('svFormatInsertedFormula', inserted.placed);
    expect(formats).toEqual({
      message:
        'SV_IMPORT_STATUS is asked afresh at every calculation and kept nowhere. Give its date and percent columns a format with Format > Number.',
      columns: 0,
      rows: 0,
    });
    expect(formattedCells().size).toBe(0);
  });

  test('a place the sidebar did not send is refused with what to do', () => {
    expect(() => run('svFormatInsertedFormula', { sheetId: 'x', row: 0 })).toThrow(/Insert it again/);
  });
});
