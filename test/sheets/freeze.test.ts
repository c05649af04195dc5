import { useSheetsAddOn } from './setup';

const sheets = useSheetsAddOn({ token: 'none' });

/** A formula whose table holds text Sheets would otherwise read as formulas, numbers or dates. */
function tableWithTrickyText(): unknown[][] {
  return [
    ['keyword', 'note', 'volume'],
    ['=cmd|calc', '+44 20 7946 0000', 1200],
    ['-10% off shoes', '@northwind', 12.5],
    ['007', '2026-10-01', true],
    ["'quoted", sheets.addOn.date('2026-10-01'), ''],
  ];
}

const toasts = () => sheets.addOn.spreadsheet.toasts.map((toast) => toast.message);

describe('Search Visibility > Freeze selection as values', () => {
  test('formulas become the values they show; text starting with =, +, - or @ stays text', () => {
    sheets.addOn.enterFormula('A1', '=SV_KEYWORDS(101, "2026-10-01", "2026-10-31")', tableWithTrickyText);
    const range = sheets.addOn.sheet().getRange('A1:C5');
    const shown = range.getValues();
    sheets.addOn.spreadsheet.activeRanges = [range];

    sheets.addOn.menu('svFreezeSelection');

    expect(
      range
        .getFormulas()
        .flat()
        .every((formula) => formula === ''),
    ).toBe(true);
    expect(range.getValues()).toEqual(shown);
    expect(typeof range.getValues()[3]?.[0]).toBe('string');
    expect(toasts()).toContain('1 formula replaced by its values.');
    expect(sheets.addOn.spreadsheet.dirty.size).toBe(0);
  });

  test('every selected range is frozen; cells outside keep their formulas', () => {
    sheets.addOn.enterFormula('A1', '=SV_CAMPAIGNS()', () => [['a'], [1]]);
    sheets.addOn.enterFormula('C1', '=SV_CAMPAIGNS("headers=FALSE")', () => [[2]]);
    sheets.addOn.enterFormula('E1', '=SV_GET("/x")', () => [[3]]);
    sheets.addOn.spreadsheet.activeRanges = [
      sheets.addOn.sheet().getRange('A1:A2'),
      sheets.addOn.sheet().getRange('C1'),
    ];
    sheets.addOn.menu('svFreezeSelection');
    expect(sheets.addOn.sheet().getRange('A1:E1').getFormulas()[0]).toEqual(['', '', '', '', '=SV_GET("/x")']);
    expect(sheets.addOn.sheet().getRange('A1:C2').getValues()).toEqual([
      ['a', '', 2],
      [1, '', ''],
    ]);
    expect(toasts()).toContain('2 formulas replaced by their values.');
  });

  test('a selection without formulas is left as it is', () => {
    sheets.addOn.enterValues('A1:B1', [['text', 5]]);
    const writes = sheets.addOn.spreadsheet.log.length;
    sheets.addOn.spreadsheet.activeRanges = [sheets.addOn.sheet().getRange('A1:B1')];
    sheets.addOn.menu('svFreezeSelection');
    expect(sheets.addOn.spreadsheet.log).toHaveLength(writes);
    expect(toasts()).toContain('The selection has no formulas: nothing to freeze.');
  });

  test('with nothing selected it says what to do', () => {
    sheets.addOn.menu('svFreezeSelection');
    expect(sheets.addOn.ui.alerts[0]?.message).toBe('Select the cells to freeze first.');
  });
});
