import type { CellStyle } from './types';

/**
 * Advance widths of Arial's printable ASCII characters (space to ~), in thousandths of the font size: the metric
 * the report measures its texts with. Arial is Sheets' default font and is wider than Calibri, Excel's default
 * before Aptos, and about as wide as Aptos; measured at 11 pt (the larger default size of the two hosts), a text
 * that fits here fits in both.
 */
const ARIAL_ASCII = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];
/** Any other character (accented letters, dashes, symbols): as wide as a wide lower-case letter. */
const OTHER_CHARACTER = 600;
/** Bold Arial is at most about a tenth wider than regular. */
const BOLD_FACTOR = 1.1;
const PX_PER_PT = 96 / 72;
/** What a cell keeps free around its text (Sheets pads 3 px a side, Excel a little less), and a margin for hinting. */
export const CELL_PADDING_PX = 10;

/** Font size in points and weight per cell style: the larger of the two hosts' (Excel: title 18, heading 14). */
const FONT: Readonly<Record<CellStyle | 'plain', { readonly size: number; readonly bold: boolean }>> = {
  title: { size: 18, bold: true },
  subtitle: { size: 12, bold: false },
  heading: { size: 14, bold: true },
  note: { size: 11, bold: false },
  label: { size: 11, bold: true },
  header: { size: 11, bold: true },
  input: { size: 11, bold: false },
  plain: { size: 11, bold: false },
};

/** The width in pixels a text takes in a cell of this style, padding included. */
export function textWidthPx(text: string, style: CellStyle | undefined): number {
  const font = FONT[style ?? 'plain'];
  let thousandths = 0;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    thousandths += ARIAL_ASCII[code - 32] ?? OTHER_CHARACTER;
  }
  const px = (thousandths / 1000) * font.size * PX_PER_PT * (font.bold ? BOLD_FACTOR : 1);
  return Math.ceil(px) + CELL_PADDING_PX;
}
