import { columnLetters, parseA1 } from './a1-notation';
import { type FakeChart, FakeChartBuilder } from './charts';
import type { FakeConditionalFormatRule } from './conditional-format';
import { denyIn, type Runtime } from './runtime';

export type CellValue = string | number | boolean | Date;

interface CellState {
  value: CellValue;
  formula: string;
  format: string;
  /** Set on cells that show part of another cell's array result. */
  spilledFrom?: string;
  /** The message of a custom function's thrown Error (Sheets shows it on #ERROR!). */
  error?: string;
  /** Font and fill set through a Range or RangeList (fontWeight, fontSize, fontStyle, fontColor, background). */
  style?: Record<string, string | number>;
}

type StyleKey = 'fontWeight' | 'fontSize' | 'fontStyle' | 'fontColor' | 'background';

const isDate = (value: unknown): value is Date => Object.prototype.toString.call(value) === '[object Date]';

/**
 * Each zone's formatter and each midnight found, kept for the process: a table's date cells ask for the same days
 * thousands of times, and making a formatter and searching the day anew took seconds a test file.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
const midnights = new Map<string, number>();

/** Midnight of a day in a time zone, found by asking Intl rather than by offset arithmetic. */
export function midnightIn(isoDate: string, timeZone: string): Date {
  const known = midnights.get(`${timeZone} ${isoDate}`);
  if (known !== undefined) return new Date(known);
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(timeZone, format);
  }
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  for (let at = Date.UTC(year, month - 1, day) - 15 * 3600000; at < Date.UTC(year, month - 1, day) + 15 * 3600000; ) {
    const text = format.format(new Date(at)).replace(',', '');
    if (text === `${isoDate} 00:00`) {
      midnights.set(`${timeZone} ${isoDate}`, at);
      return new Date(at);
    }
    at += 15 * 60000;
  }
  throw new Error(`no midnight found for ${isoDate} in ${timeZone}`);
}

/** A day as YYYY-MM-DD in a zone, one formatter per zone: a report's display values made thousands of them. */
const isoDayFormats = new Map<string, Intl.DateTimeFormat>();

function isoDayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = isoDayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    isoDayFormats.set(timeZone, format);
  }
  return format;
}

export class FakeSheet {
  readonly cells = new Map<string, CellState>();
  /**
   * The keys each anchor's array result spilled into, so that clearing a spill visits its own cells, not every cell
   * of the sheet (a spilled 25,000-keyword table holds over a million). A key stays listed after another write took
   * its cell; clearSpill checks the cell still comes from the anchor.
   */
  private readonly spills = new Map<string, string[]>();
  maxRows = 1000;
  maxColumns = 26;
  frozenRows = 0;
  readonly columnWidths = new Map<number, number>();
  readonly charts: FakeChart[] = [];
  conditionalFormatRules: FakeConditionalFormatRule[] = [];
  readonly developerMetadata: { key: string; value: string | null }[] = [];

  /** Stable for the sheet's life, as Sheets' gid: deleting a sheet does not change the others'. */
  private readonly sheetId: number;

  constructor(
    readonly book: FakeSpreadsheet,
    private name: string,
  ) {
    this.sheetId = book.nextSheetId++;
  }

  static key(row: number, column: number): string {
    return `${row},${column}`;
  }

  cell(row: number, column: number): CellState | undefined {
    return this.cells.get(FakeSheet.key(row, column));
  }

  getName(): string {
    return this.name;
  }
  setName(name: string): FakeSheet {
    this.name = name;
    return this;
  }
  getParent(): FakeSpreadsheet {
    return this.book;
  }
  getSheetId(): number {
    return this.sheetId;
  }
  /**
   * Sheet.copyTo into the same spreadsheet: a new sheet "Copy of …" at the end with the cells (formulas, values,
   * formats), widths, hidden columns, frozen rows, charts and colour rules; developer metadata stays with the original.
   */
  copyTo(spreadsheet: FakeSpreadsheet): FakeSheet {
    this.book.assertWritable('copyTo');
    if (spreadsheet !== this.book) throw new Error('this fake copies sheets within their own spreadsheet only');
    const copy = new FakeSheet(spreadsheet, `Copy of ${this.name}`);
    for (const [key, cell] of this.cells) copy.cells.set(key, { ...cell, style: cell.style && { ...cell.style } });
    for (const [anchor, keys] of this.spills) copy.spills.set(anchor, [...keys]);
    copy.maxRows = this.maxRows;
    copy.maxColumns = this.maxColumns;
    copy.frozenRows = this.frozenRows;
    for (const [column, width] of this.columnWidths) copy.columnWidths.set(column, width);
    for (const column of this.hiddenColumns) copy.hiddenColumns.add(column);
    copy.charts.push(...this.charts);
    copy.conditionalFormatRules = [...this.conditionalFormatRules];
    spreadsheet.sheets.push(copy);
    return copy;
  }
  getMaxRows(): number {
    return this.maxRows;
  }
  getMaxColumns(): number {
    return this.maxColumns;
  }
  // Both read the row or column from the cell's key without splitting it: a spilled table holds a million cells.
  getLastRow(): number {
    let last = 0;
    for (const [key, cell] of this.cells)
      if (cell.value !== '' || cell.formula) last = Math.max(last, Number(key.slice(0, key.indexOf(','))));
    return last;
  }
  getLastColumn(): number {
    let last = 0;
    for (const [key, cell] of this.cells)
      if (cell.value !== '' || cell.formula) last = Math.max(last, Number(key.slice(key.indexOf(',') + 1)));
    return last;
  }
  getDataRange(): FakeRange {
    return new FakeRange(this, 1, 1, Math.max(1, this.getLastRow()), Math.max(1, this.getLastColumn()));
  }
  getRange(a1OrRow: string | number, column?: number, numRows = 1, numColumns = 1): FakeRange {
    if (typeof a1OrRow === 'number') {
      if (column === undefined)
        throw new Error("Exception: The parameters (number) don't match the method signature for Sheet.getRange.");
      return new FakeRange(this, a1OrRow, column, numRows, numColumns);
    }
    const area = parseA1(a1OrRow);
    const lastRow = area.lastRow ?? this.maxRows;
    const lastColumn = area.lastColumn ?? this.maxColumns;
    return new FakeRange(this, area.row, area.column, lastRow - area.row + 1, lastColumn - area.column + 1);
  }

  getRangeList(a1s: string[]): FakeRangeList {
    return new FakeRangeList(a1s.map((a1) => this.getRange(a1)));
  }
  insertRowsAfter(after: number, howMany: number): FakeSheet {
    this.book.assertWritable('insertRowsAfter');
    if (after !== this.maxRows) throw new Error('the fake inserts rows only at the end of the sheet');
    this.maxRows += howMany;
    return this;
  }
  insertColumnsAfter(after: number, howMany: number): FakeSheet {
    this.book.assertWritable('insertColumnsAfter');
    if (after !== this.maxColumns) throw new Error('the fake inserts columns only at the end of the sheet');
    this.maxColumns += howMany;
    return this;
  }
  setColumnWidth(column: number, width: number): FakeSheet {
    this.book.assertWritable('setColumnWidth');
    this.columnWidths.set(column, width);
    return this;
  }
  getColumnWidth(column: number): number {
    return this.columnWidths.get(column) ?? 100;
  }
  setFrozenRows(rows: number): void {
    this.book.assertWritable('setFrozenRows');
    this.frozenRows = rows;
  }
  getFrozenRows(): number {
    return this.frozenRows;
  }
  newChart(): FakeChartBuilder {
    return new FakeChartBuilder();
  }
  insertChart(chart: FakeChart): void {
    this.book.assertWritable('insertChart');
    this.charts.push(chart);
  }
  getCharts(): FakeChart[] {
    return [...this.charts];
  }
  /** Sheet.updateChart: the chart a builder from chart.modify() came from is replaced by what it builds. */
  updateChart(chart: FakeChart): void {
    this.book.assertWritable('updateChart');
    const index = chart.replaces ? this.charts.indexOf(chart.replaces) : -1;
    if (index < 0) throw new Error('Exception: The chart is not on this sheet.');
    this.charts[index] = chart;
  }
  /** Columns hidden by hideColumns, by number. */
  readonly hiddenColumns = new Set<number>();
  hideColumns(column: number, howMany = 1): void {
    this.book.assertWritable('hideColumns');
    if (column < 1 || howMany < 1 || column + howMany - 1 > this.maxColumns)
      throw new Error('Exception: Those columns are out of bounds.');
    for (let at = column; at < column + howMany; at += 1) this.hiddenColumns.add(at);
  }
  isColumnHiddenByUser(column: number): boolean {
    return this.hiddenColumns.has(column);
  }
  getConditionalFormatRules(): FakeConditionalFormatRule[] {
    return [...this.conditionalFormatRules];
  }
  setConditionalFormatRules(rules: FakeConditionalFormatRule[]): void {
    this.book.assertWritable('setConditionalFormatRules');
    this.conditionalFormatRules = [...rules];
  }
  addDeveloperMetadata(key: string, value?: string): FakeSheet {
    this.book.assertWritable('addDeveloperMetadata');
    this.developerMetadata.push({ key, value: value ?? null });
    return this;
  }
  getDeveloperMetadata(): { getKey(): string; getValue(): string | null; setValue(value: string): void }[] {
    return this.developerMetadata.map((item) => ({
      getKey: () => item.key,
      getValue: () => item.value,
      setValue: (value: string) => {
        this.book.assertWritable('setValue');
        item.value = value;
      },
    }));
  }
  activate(): FakeSheet {
    this.book.activeSheet = this;
    this.book.activeRanges = [];
    return this;
  }

  /** Writes what a user types into a cell, with Sheets' reading of typed text. */
  enter(row: number, column: number, input: unknown): void {
    this.book.assertWritable('setValue');
    const key = FakeSheet.key(row, column);
    const previous = this.cells.get(key);
    if (previous?.formula) this.clearSpill(key);
    const format = previous?.format ?? '';
    const parsed = this.book.readTyped(input, format);
    if (parsed.formula) {
      this.setFormulaAt(row, column, parsed.formula);
      return;
    }
    this.cells.set(key, { value: parsed.value, formula: '', format, style: previous?.style });
    this.book.log.push({ sheet: this.name, a1: `${columnLetters(column)}${row}`, kind: 'value' });
  }

  setFormulaAt(row: number, column: number, formula: string): void {
    this.book.assertWritable('setFormula');
    const key = FakeSheet.key(row, column);
    const previous = this.cells.get(key);
    if (previous?.formula) this.clearSpill(key);
    this.cells.set(key, { value: '', formula, format: previous?.format ?? '', style: previous?.style });
    this.book.dirty.add(`${this.book.sheets.indexOf(this)}|${key}`);
    this.book.log.push({ sheet: this.name, a1: `${columnLetters(column)}${row}`, kind: 'formula', formula });
  }

  clearAt(row: number, column: number): void {
    this.book.assertWritable('clearContent');
    const key = FakeSheet.key(row, column);
    const previous = this.cells.get(key);
    if (!previous || previous.spilledFrom) return;
    if (previous.formula) this.clearSpill(key);
    this.cells.set(key, { value: '', formula: '', format: previous.format, style: previous.style });
    this.book.log.push({ sheet: this.name, a1: `${columnLetters(column)}${row}`, kind: 'clear' });
  }

  /** Empties the cells an array result spilled into; their formats stay, as in Sheets. */
  clearSpill(anchor: string): void {
    const keys = this.spills.get(anchor);
    if (!keys) return;
    this.spills.delete(anchor);
    for (const key of keys) {
      const cell = this.cells.get(key);
      if (cell?.spilledFrom === anchor)
        this.cells.set(key, { value: '', formula: '', format: cell.format, style: cell.style });
    }
  }

  /** What Sheets does with a formula's result: one value in the cell, an array spilling right and down. */
  showResult(row: number, column: number, result: unknown): void {
    const anchor = FakeSheet.key(row, column);
    const cell = this.cells.get(anchor);
    if (!cell) return;
    this.clearSpill(anchor);
    const grid = Array.isArray(result)
      ? (result as unknown[][]).map((line) => (Array.isArray(line) ? line : [line]))
      : [[result]];
    const spilled: string[] = [];
    this.spills.set(anchor, spilled);
    // Indexed loops: a spilled 25,000-keyword table is over a million cells.
    for (let r = 0; r < grid.length; r += 1) {
      const line = grid[r] as unknown[];
      for (let c = 0; c < line.length; c += 1) {
        const value = line[c];
        if (value === null || value === undefined)
          throw new Error(`a custom function returned ${value} at [${r}][${c}]`);
        if (r === 0 && c === 0) continue;
        const key = FakeSheet.key(row + r, column + c);
        const existing = this.cells.get(key);
        if (existing && (existing.value !== '' || existing.formula)) {
          cell.value = '#REF!';
          cell.error = `Array result was not expanded because it would overwrite data in ${columnLetters(column + c)}${row + r}.`;
          this.clearSpill(anchor);
          return;
        }
        this.cells.set(key, {
          value: value as CellValue,
          formula: '',
          format: existing?.format ?? '',
          spilledFrom: anchor,
        });
        spilled.push(key);
      }
    }
    cell.value = (grid[0]?.[0] ?? '') as CellValue;
    cell.error = undefined;
  }
}

export class FakeRange {
  constructor(
    readonly sheet: FakeSheet,
    readonly row: number,
    readonly column: number,
    readonly numRows: number,
    readonly numColumns: number,
  ) {
    if (row < 1 || column < 1 || numRows < 1 || numColumns < 1) throw new Error('Exception: Range not found');
  }

  private forEachCell<T>(read: (row: number, column: number) => T): T[][] {
    return Array.from({ length: this.numRows }, (_, r) =>
      Array.from({ length: this.numColumns }, (_, c) => read(this.row + r, this.column + c)),
    );
  }

  private checkShape(values: unknown[][], method: string): void {
    if (!Array.isArray(values) || values.length !== this.numRows) {
      throw new Error(
        `Exception: The number of rows in the data does not match the number of rows in the range. The data has ${values?.length} but the range has ${this.numRows}.`,
      );
    }
    for (const line of values) {
      if (!Array.isArray(line) || line.length !== this.numColumns) {
        throw new Error(
          `Exception: The number of columns in the data does not match the number of columns in the range (${method}).`,
        );
      }
    }
  }

  getSheet(): FakeSheet {
    return this.sheet;
  }
  getRow(): number {
    return this.row;
  }
  getColumn(): number {
    return this.column;
  }
  getNumRows(): number {
    return this.numRows;
  }
  getNumColumns(): number {
    return this.numColumns;
  }
  getLastRow(): number {
    return this.row + this.numRows - 1;
  }
  getLastColumn(): number {
    return this.column + this.numColumns - 1;
  }
  getA1Notation(): string {
    const start = `${columnLetters(this.column)}${this.row}`;
    if (this.numRows === 1 && this.numColumns === 1) return start;
    return `${start}:${columnLetters(this.getLastColumn())}${this.getLastRow()}`;
  }
  getValues(): unknown[][] {
    return this.forEachCell((row, column) => this.sheet.book.toScript(this.sheet.cell(row, column)?.value ?? ''));
  }
  getValue(): unknown {
    return this.getValues()[0]?.[0];
  }
  getDisplayValues(): string[][] {
    return this.forEachCell((row, column) => {
      const value = this.sheet.cell(row, column)?.value ?? '';
      return isDate(value) ? this.sheet.book.isoDate(value) : String(value);
    });
  }
  getFormulas(): string[][] {
    return this.forEachCell((row, column) => this.sheet.cell(row, column)?.formula ?? '');
  }
  getFormula(): string {
    return this.getFormulas()[0]?.[0] ?? '';
  }
  getNumberFormats(): string[][] {
    return this.forEachCell((row, column) => this.sheet.cell(row, column)?.format ?? '');
  }
  setValues(values: unknown[][]): FakeRange {
    this.checkShape(values, 'setValues');
    values.forEach((line, r) => {
      line.forEach((value, c) => {
        this.sheet.enter(this.row + r, this.column + c, value);
      });
    });
    return this;
  }
  setValue(value: unknown): FakeRange {
    return this.setValues(this.forEachCell(() => value));
  }
  setFormulas(formulas: string[][]): FakeRange {
    this.checkShape(formulas, 'setFormulas');
    formulas.forEach((line, r) => {
      line.forEach((formula, c) => {
        if (formula === '') this.sheet.clearAt(this.row + r, this.column + c);
        else this.sheet.setFormulaAt(this.row + r, this.column + c, formula.startsWith('=') ? formula : `=${formula}`);
      });
    });
    return this;
  }
  setFormula(formula: string): FakeRange {
    return this.setFormulas(this.forEachCell(() => formula));
  }
  clearContent(): FakeRange {
    this.forEachCell((row, column) => this.sheet.clearAt(row, column));
    return this;
  }
  private setStyle(key: StyleKey, value: string | number): FakeRange {
    this.sheet.book.assertWritable(`set ${key}`);
    this.forEachCell((row, column) => {
      const cellKey = FakeSheet.key(row, column);
      const cell = this.sheet.cells.get(cellKey) ?? { value: '', formula: '', format: '' };
      this.sheet.cells.set(cellKey, { ...cell, style: { ...cell.style, [key]: value } });
    });
    return this;
  }
  setFontWeight(weight: string): FakeRange {
    return this.setStyle('fontWeight', weight);
  }
  setFontSize(size: number): FakeRange {
    return this.setStyle('fontSize', size);
  }
  setFontStyle(style: string): FakeRange {
    return this.setStyle('fontStyle', style);
  }
  setFontColor(color: string): FakeRange {
    return this.setStyle('fontColor', color);
  }
  setBackground(color: string): FakeRange {
    return this.setStyle('background', color);
  }
  setNumberFormat(format: string): FakeRange {
    this.sheet.book.assertWritable('setNumberFormat');
    this.forEachCell((row, column) => {
      const key = FakeSheet.key(row, column);
      const cell = this.sheet.cells.get(key) ?? { value: '', formula: '', format: '' };
      this.sheet.cells.set(key, { ...cell, format });
    });
    return this;
  }
}

/** Sheet.getRangeList(): the same setters as a Range, applied to each of its ranges. */
export class FakeRangeList {
  constructor(private readonly ranges: FakeRange[]) {}
  getRanges(): FakeRange[] {
    return [...this.ranges];
  }
  private each(apply: (range: FakeRange) => void): FakeRangeList {
    for (const range of this.ranges) apply(range);
    return this;
  }
  setNumberFormat(format: string): FakeRangeList {
    return this.each((range) => range.setNumberFormat(format));
  }
  setFontWeight(weight: string): FakeRangeList {
    return this.each((range) => range.setFontWeight(weight));
  }
  setFontSize(size: number): FakeRangeList {
    return this.each((range) => range.setFontSize(size));
  }
  setFontStyle(style: string): FakeRangeList {
    return this.each((range) => range.setFontStyle(style));
  }
  setFontColor(color: string): FakeRangeList {
    return this.each((range) => range.setFontColor(color));
  }
  setBackground(color: string): FakeRangeList {
    return this.each((range) => range.setBackground(color));
  }
}

export interface WriteLogEntry {
  sheet: string;
  a1: string;
  kind: 'value' | 'formula' | 'clear';
  formula?: string;
}

export class FakeSpreadsheet {
  readonly sheets: FakeSheet[] = [];
  readonly toasts: { message: string; title?: string; seconds?: number }[] = [];
  readonly log: WriteLogEntry[] = [];
  /** Formula cells set since the last recalculation (`sheetIndex|row,column`). */
  readonly dirty = new Set<string>();
  flushes = 0;
  nextSheetId = 0;
  activeRanges: FakeRange[] = [];
  /** Set by Sheet.activate(); otherwise the sheet of the selection, or the first sheet. */
  activeSheet: FakeSheet | undefined;
  private title = 'Fake report';

  constructor(
    private readonly runtime: Runtime,
    private timeZone: string,
    readonly id = 'fake-spreadsheet-id',
  ) {}

  assertWritable(method: string): void {
    denyIn(this.runtime, ['custom-function'], method);
  }

  /** Dates go to script code as that realm's own Date objects, as Apps Script does. */
  toScript(value: CellValue): unknown {
    return isDate(value) ? new this.runtime.Date(value.getTime()) : value;
  }

  isoDate(date: Date): string {
    return isoDayFormat(this.timeZone).format(date);
  }

  /**
   * How Sheets reads a value written by setValue(s), like typed input: "=..." is a formula, a leading apostrophe keeps
   * text as it is (and is not stored), numbers, booleans and dates in text become values, and "+x", "-x" or "@x"
   * that are not numbers are taken as formulas too.
   */
  readTyped(input: unknown, format: string): { value: CellValue; formula?: string } {
    if (input === null || input === undefined) return { value: '' };
    if (typeof input === 'number' || typeof input === 'boolean') return { value: input };
    if (isDate(input)) return { value: new Date(input.getTime()) };
    if (typeof input !== 'string') return { value: String(input) };
    if (input.startsWith("'")) return { value: input.slice(1) };
    if (input.startsWith('=')) return { value: '', formula: input };
    if (format === '@') return { value: input };
    const text = input.trim();
    if (/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return { value: Number(text) };
    if (/^[+-]?(\d+\.?\d*|\.\d+)%$/.test(text)) return { value: Number(text.slice(0, -1)) / 100 };
    if (/^(true|false)$/i.test(text)) return { value: text.toLowerCase() === 'true' };
    if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return { value: midnightIn(text, this.timeZone) };
    if (/^[+\-@]/.test(text)) return { value: '', formula: `=${text}` };
    return { value: input };
  }

  getId(): string {
    return this.id;
  }
  getName(): string {
    return this.title;
  }
  /** Any editor may rename the spreadsheet: its name is editor-written text. */
  rename(name: string): void {
    this.assertWritable('rename');
    this.title = String(name);
  }
  getUrl(): string {
    return `https://docs.google.com/spreadsheets/d/${this.id}/edit`;
  }
  getSpreadsheetTimeZone(): string {
    return this.timeZone;
  }
  setSpreadsheetTimeZone(timeZone: string): void {
    this.timeZone = timeZone;
  }
  getSheets(): FakeSheet[] {
    return [...this.sheets];
  }
  getSheetByName(name: string): FakeSheet | null {
    return this.sheets.find((sheet) => sheet.getName() === name) ?? null;
  }
  insertSheet(name: string): FakeSheet {
    this.assertWritable('insertSheet');
    const sheet = new FakeSheet(this, name);
    this.sheets.push(sheet);
    return sheet;
  }
  deleteSheet(sheet: FakeSheet): void {
    this.assertWritable('deleteSheet');
    const index = this.sheets.indexOf(sheet);
    if (index < 0) throw new Error('Exception: Sheet not found');
    if (this.sheets.length === 1) throw new Error("Exception: You can't remove all the sheets in a document.");
    this.sheets.splice(index, 1);
    if (this.activeSheet === sheet) this.activeSheet = undefined;
  }
  getActiveSheet(): FakeSheet {
    return this.activeRanges[0]?.sheet ?? this.activeSheet ?? (this.sheets[0] as FakeSheet);
  }
  getActiveRange(): FakeRange | null {
    return this.activeRanges[0] ?? null;
  }
  getActiveRangeList(): { getRanges(): FakeRange[] } | null {
    return this.activeRanges.length > 0 ? { getRanges: () => [...this.activeRanges] } : null;
  }
  getRange(a1: string): FakeRange {
    const area = parseA1(a1);
    const sheet = area.sheet === undefined ? this.getActiveSheet() : this.getSheetByName(area.sheet);
    if (!sheet) throw new Error('Exception: Range not found');
    return sheet.getRange(a1.slice(a1.lastIndexOf('!') + 1));
  }
  toast(message: string, title?: string, seconds?: number): void {
    denyIn(this.runtime, ['custom-function'], 'toast');
    this.toasts.push({ message: String(message), title, seconds });
  }
}
