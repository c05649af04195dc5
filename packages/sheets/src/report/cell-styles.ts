import type { CellStyle } from '@sv/core';

type RangeList = GoogleAppsScript.Spreadsheet.RangeList;

/** How each kind of cell looks: the report reads as a document, the inputs stand out as the cells to edit. */
export function applyStyle(ranges: RangeList, style: CellStyle): void {
  switch (style) {
    case 'title':
      ranges.setFontSize(16).setFontWeight('bold');
      return;
    case 'subtitle':
    case 'note':
      ranges.setFontStyle('italic').setFontColor('#5f6368');
      return;
    case 'heading':
      ranges.setFontSize(13).setFontWeight('bold').setFontColor('#1a73e8');
      return;
    case 'header':
      ranges.setFontWeight('bold').setBackground('#f1f3f4');
      return;
    case 'input':
      ranges.setBackground('#fef7e0');
      return;
    case 'label':
      return;
  }
}
