type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/**
 * Takes out of each chart of a frozen report the series whose header cell is blank: a column of the share-of-clicks
 * grid that names no domain (a campaign with 4 domains has no fifth) would be an empty entry in the legend. A live
 * chart keeps them, as the domains may change with the data; a frozen one no longer changes. A chart whose every
 * series is blank is left alone (its ranges still say what it would plot). Returns the number of series taken out.
 */
export function dropEmptySeries(sheet: Sheet): number {
  let dropped = 0;
  for (const chart of sheet.getCharts()) {
    const [, ...series] = chart.getRanges();
    const blank = series.filter((range) => (range.getDisplayValues()[0]?.[0] ?? '') === '');
    if (blank.length === 0 || blank.length === series.length) continue;
    let builder = chart.modify();
    for (const range of blank) builder = builder.removeRange(range);
    sheet.updateChart(builder.build());
    dropped += blank.length;
  }
  return dropped;
}
