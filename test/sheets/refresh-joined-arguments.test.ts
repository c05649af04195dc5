import { CAMPAIGN, END, START } from './examples';
import { useSheetsAddOn } from './setup';

const sheets = useSheetsAddOn();
const lastAlert = () => sheets.addOn.ui.alerts[sheets.addOn.ui.alerts.length - 1]?.message ?? '';

describe('Search Visibility > Refresh now, arguments joined with &', () => {
  test('text joined from literals and cells is read as Sheets joins it, and the call is loaded ahead', () => {
    sheets.addOn.enterValues('C1:C2', [[5], ['mobile']]);
    const formula = `=SV_KEYWORDS(${CAMPAIGN}, "${START}", "${END}", , "limit="&C1&"; columns=keyword,ranking_data."&$C$2&".rank")`;
    sheets.addOn.enterFormula('E1', formula, () =>
      sheets.addOn.cell('SV_KEYWORDS', CAMPAIGN, START, END, '', 'limit=5; columns=keyword,ranking_data.mobile.rank'),
    );
    const before = sheets.service.requests().length;
    sheets.addOn.menu('svRefreshNow');
    expect(lastAlert()).toBe('1 of 1 call loaded, 1 formula recalculated.');
    const sent = sheets.service.requests().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.query.limit).toBe('5');
    // Recalculating is served by what the refresh loaded: the same arguments, so the same cached answer.
    sheets.addOn.recalculate();
    expect(sheets.service.requests()).toHaveLength(before + 1);
    expect(sheets.addOn.sheet().getRange('E1:F1').getValues()).toEqual([['keyword', 'ranking_data.mobile.rank']]);
  });

  test('a date joined into text is named as not read ahead, since Sheets would join its serial number', () => {
    sheets.addOn.enterValues('C1', [[START]]);
    const formula = `=SV_KEYWORDS(${CAMPAIGN}, C1, "${END}", , "search="&C1)`;
    sheets.addOn.enterFormula('E1', formula, () => [['x']]);
    sheets.addOn.menu('svRefreshNow');
    expect(lastAlert()).toContain(
      'Sheet1!E1: SV_KEYWORDS: argument 5 joins a date or a range, which this action cannot read',
    );
  });
});
