/**
 * A recording fake of the Excel JavaScript API objects the task pane's report uses: worksheets, ranges (formulas,
 * values, number formats, fonts, fills, column widths, conditional formats), freeze panes and charts (type, source,
 * title, position, axes, legend, series). It keeps what was written, cell by cell, so a test reads the sheet a user
 * would see, and it refuses what Excel refuses: a grid whose size differs from its range, a sheet name Excel rejects
 * or already uses, a chart type Excel does not know, an address outside the sheet's grid.
 */

export interface Cell {
  formula?: string | number | boolean;
  /** What Excel shows once it has calculated the cell (set by a test); a formula shows '' until then. */
  shown?: string | number | boolean;
  numberFormat?: string;
  /** Text written with a leading apostrophe: `formula` holds the text, never a formula, whatever it starts with. */
  quotePrefix?: boolean;
  bold?: boolean;
  italic?: boolean;
  fontSize?: number;
  fill?: string;
  fontColor?: string;
}

interface Area {
  top: number;
  left: number;
  rows: number;
  columns: number;
}

const MAX_ROWS = 1_048_576;
const MAX_COLUMNS = 16_384;

function columnNumber(letters: string): number {
  let number = 0;
  for (const letter of letters.toUpperCase()) number = number * 26 + (letter.charCodeAt(0) - 64);
  return number;
}

function columnLetters(number: number): string {
  let letters = '';
  for (let rest = number; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/** A1 or A1:C9 (absolute markers allowed, no sheet name: the fake's ranges always belong to one sheet). */
export function parseArea(address: string): Area {
  const match = /^\$?([A-Z]{1,3})\$?(\d+)(?::\$?([A-Z]{1,3})\$?(\d+))?$/i.exec(address);
  if (!match) throw new Error(`InvalidArgument: "${address}" is not an A1 address`);
  const left = columnNumber(match[1] as string);
  const top = Number(match[2]);
  const right = match[3] ? columnNumber(match[3]) : left;
  const bottom = match[4] ? Number(match[4]) : top;
  if (top < 1 || bottom > MAX_ROWS || right > MAX_COLUMNS || bottom < top || right < left) {
    throw new Error(`InvalidArgument: "${address}" is outside the sheet`);
  }
  return { top, left, rows: bottom - top + 1, columns: right - left + 1 };
}

export function cellAddress(row: number, column: number): string {
  return `${columnLetters(column)}${row}`;
}

export function addressOf(area: Area): string {
  const start = cellAddress(area.top, area.left);
  if (area.rows === 1 && area.columns === 1) return start;
  return `${start}:${cellAddress(area.top + area.rows - 1, area.left + area.columns - 1)}`;
}

/** What Excel.ChartType accepts (the ones a report could reasonably ask for; anything else is refused). */
const CHART_TYPES = new Set([
  'Line',
  'LineMarkers',
  'LineStacked',
  'ColumnClustered',
  'ColumnStacked',
  'BarClustered',
  'BarStacked',
  'Area',
  'AreaStacked',
  'AreaStacked100',
  'Pie',
  'Doughnut',
]);

export interface RecordedConditionalFormat {
  address: string;
  type: string;
  rule?: { formula1: string; formula2?: string; operator: string };
  fontColor?: string;
  fill?: string;
}

export class FakeConditionalFormat {
  readonly cellValue: {
    format: { font: { color?: string }; fill: { color?: string } };
    rule?: { formula1: string; formula2?: string; operator: string };
  } = { format: { font: {}, fill: {} } };

  constructor(
    readonly address: string,
    readonly type: string,
  ) {}

  record(): RecordedConditionalFormat {
    return {
      address: this.address,
      type: this.type,
      rule: this.cellValue.rule,
      fontColor: this.cellValue.format.font.color,
      fill: this.cellValue.format.fill.color,
    };
  }
}

export class FakeRange {
  /** Range.worksheet: the sheet the range is on. */
  readonly worksheet: FakeWorksheet;
  readonly conditionalFormats: { add: (type: string) => FakeConditionalFormat };
  readonly format: {
    font: { bold?: boolean; italic?: boolean; size?: number; color?: string };
    fill: { color?: string };
    columnWidth?: number;
    autofitColumns: () => void;
    wrapText?: boolean;
  };

  constructor(
    readonly sheet: FakeWorksheet,
    readonly area: Area,
  ) {
    this.worksheet = sheet;
    this.conditionalFormats = {
      add: (type) => {
        if (type !== 'CellValue' && type !== 'ColorScale' && type !== 'Custom') {
          throw new Error(`InvalidArgument: conditional format type ${type}`);
        }
        const format = new FakeConditionalFormat(this.address, type);
        sheet.conditionalFormats.push(format);
        return format;
      },
    };
    const cells = () => this.cells();
    const font = {
      set bold(value: boolean) {
        for (const cell of cells()) cell.bold = value;
      },
      set color(value: string) {
        for (const cell of cells()) cell.fontColor = value;
      },
      set italic(value: boolean) {
        for (const cell of cells()) cell.italic = value;
      },
      set size(value: number) {
        for (const cell of cells()) cell.fontSize = value;
      },
    };
    const fill = {
      set color(value: string) {
        for (const cell of cells()) cell.fill = value;
      },
    };
    this.format = {
      font,
      fill,
      autofitColumns: () => {
        sheet.autofitted.push(this.address);
      },
      set columnWidth(points: number) {
        for (let column = area.left; column < area.left + area.columns; column += 1) {
          sheet.columnWidths.set(columnLetters(column), points);
        }
      },
    };
  }

  get address(): string {
    return addressOf(this.area);
  }

  private cells(): Cell[] {
    const cells: Cell[] = [];
    for (let row = 0; row < this.area.rows; row += 1) {
      for (let column = 0; column < this.area.columns; column += 1) {
        cells.push(this.sheet.cell(this.area.top + row, this.area.left + column));
      }
    }
    return cells;
  }

  private checkShape(grid: unknown, what: string): unknown[][] {
    const rows = grid as unknown[][];
    const fits =
      Array.isArray(rows) &&
      rows.length === this.area.rows &&
      rows.every((row) => Array.isArray(row) && row.length === this.area.columns);
    if (!fits) {
      throw new Error(`InvalidArgument: ${what} for ${this.address} must be ${this.area.rows} x ${this.area.columns}`);
    }
    return rows;
  }

  private write(grid: unknown, what: string, apply: (cell: Cell, value: unknown) => void): void {
    const rows = this.checkShape(grid, what);
    rows.forEach((row, r) => {
      row.forEach((value, c) => {
        apply(this.sheet.cell(this.area.top + r, this.area.left + c), value);
      });
    });
  }

  set formulas(grid: unknown[][]) {
    this.write(grid, 'formulas', (cell, value) => {
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
        throw new Error(`InvalidArgument: a formula cell holds ${String(value)}`);
      }
      cell.formula = value;
      cell.quotePrefix = false;
    });
  }

  /**
   * As Excel reads a written value: text starting with `=` becomes a formula, a leading apostrophe keeps the rest as
   * text (the apostrophe is not part of the value). The cell then holds a constant: what it showed is gone.
   */
  set values(grid: unknown[][]) {
    this.write(grid, 'values', (cell, value) => {
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
        throw new Error(`InvalidArgument: a cell holds ${String(value)}`);
      }
      cell.quotePrefix = typeof value === 'string' && value.startsWith("'");
      cell.formula = cell.quotePrefix ? (value as string).slice(1) : value;
      cell.shown = undefined;
    });
  }

  /** As Excel answers after load('formulas'): a formula where the cell has one, else its value (a spilled cell's). */
  get formulas(): unknown[][] {
    return Array.from({ length: this.area.rows }, (_, r) =>
      Array.from({ length: this.area.columns }, (_, c) => {
        const cell = this.sheet.grid.get(cellAddress(this.area.top + r, this.area.left + c));
        return cell?.formula ?? cell?.shown ?? '';
      }),
    );
  }

  get rowIndex(): number {
    return this.area.top - 1;
  }

  get columnIndex(): number {
    return this.area.left - 1;
  }

  get rowCount(): number {
    return this.area.rows;
  }

  get columnCount(): number {
    return this.area.columns;
  }

  /** Range.columnHidden (ExcelApi 1.2): hides or shows the whole columns of the range. */
  set columnHidden(hidden: boolean) {
    for (let column = this.area.left; column < this.area.left + this.area.columns; column += 1) {
      if (hidden) this.sheet.hiddenColumns.add(columnLetters(column));
      else this.sheet.hiddenColumns.delete(columnLetters(column));
    }
  }

  /** As Excel answers after load('values'): what each cell shows (a formula not yet calculated shows ''). */
  get values(): unknown[][] {
    return Array.from({ length: this.area.rows }, (_, r) =>
      Array.from({ length: this.area.columns }, (_, c) => {
        const cell = this.sheet.grid.get(
          addressOf({ top: this.area.top + r, left: this.area.left + c, rows: 1, columns: 1 }),
        );
        if (cell?.shown !== undefined) return cell.shown;
        if (cell?.quotePrefix) return cell.formula;
        return typeof cell?.formula === 'string' && cell.formula.startsWith('=') ? '' : (cell?.formula ?? '');
      }),
    );
  }

  load(_properties?: string): FakeRange {
    return this;
  }

  set numberFormat(grid: unknown[][]) {
    this.write(grid, 'numberFormat', (cell, value) => {
      if (typeof value !== 'string') throw new Error('InvalidArgument: a number format is text');
      cell.numberFormat = value;
    });
  }
}

export interface RecordedSeries {
  name?: string;
  /** ChartSeries.filtered (ExcelApi 1.7): left out of the chart and its legend. */
  filtered?: boolean;
  axisGroup?: string;
  values?: string;
  xAxisValues?: string;
}

/** A chart axis as written: title, number format and, where set, its maximum. */
export interface FakeAxis {
  numberFormat?: string;
  maximum?: number;
  title: { text?: string };
}

export class FakeChart {
  readonly title: { text?: string; visible?: boolean } = {};
  readonly legend: { position?: string; visible?: boolean } = {};
  readonly axes: {
    valueAxis: FakeAxis;
    categoryAxis: FakeAxis;
    /** The secondary value axis: Excel has it only once a series is on the secondary group. */
    secondaryValueAxis: FakeAxis;
    getItem: (type: string, group?: string) => FakeAxis;
  } = {
    valueAxis: { title: {} },
    categoryAxis: { title: {} },
    secondaryValueAxis: { title: {} },
    getItem: (type, group = 'Primary') => {
      if (type !== 'Value' && type !== 'Category') throw new Error(`InvalidArgument: axis type ${type}`);
      if (group === 'Primary') return type === 'Value' ? this.axes.valueAxis : this.axes.categoryAxis;
      if (group !== 'Secondary' || type !== 'Value') throw new Error(`InvalidArgument: axis ${type} ${group}`);
      if (!this.seriesList.some((series) => series.axisGroup === 'Secondary'))
        throw new Error('ItemNotFound: the chart has no secondary axis (no series on it)');
      return this.axes.secondaryValueAxis;
    },
  };
  name?: string;
  /** Chart.plotVisibleOnly (ExcelApi 1.8): Excel's default leaves hidden rows and columns out of the chart. */
  plotVisibleOnly = true;
  /** Points. */
  width?: number;
  height?: number;
  position?: { start: string; end?: string };
  readonly seriesList: RecordedSeries[] = [];
  readonly series: { add: (name?: string) => FakeSeries; getItemAt: (index: number) => FakeSeries };

  constructor(
    readonly sheet: FakeWorksheet,
    readonly type: string,
    readonly source: string,
    readonly seriesBy: string | undefined,
  ) {
    // Excel makes one series per column of the source (seriesBy Columns), each bound to its column.
    const area = parseArea(source);
    for (let column = 0; column < area.columns; column += 1) {
      this.seriesList.push({ values: addressOf({ ...area, left: area.left + column, columns: 1 }) });
    }
    this.series = {
      add: (name) => {
        const recorded: RecordedSeries = { name };
        this.seriesList.push(recorded);
        return new FakeSeries(sheet, recorded);
      },
      getItemAt: (index) => {
        const recorded = this.seriesList[index];
        if (!recorded) throw new Error(`ItemNotFound: the chart has no series ${index}`);
        return new FakeSeries(sheet, recorded);
      },
    };
  }

  setPosition(start: FakeRange | string, end?: FakeRange | string): void {
    const address = (where: FakeRange | string) =>
      typeof where === 'string' ? addressOf(parseArea(where)) : where.address;
    this.position = { start: address(start), end: end === undefined ? undefined : address(end) };
  }
}

export class FakeSeries {
  constructor(
    private readonly sheet: FakeWorksheet,
    private readonly recorded: RecordedSeries,
  ) {}

  set name(value: string) {
    this.recorded.name = value;
  }

  set filtered(value: boolean) {
    this.recorded.filtered = value;
  }

  set axisGroup(value: string) {
    if (value !== 'Primary' && value !== 'Secondary') throw new Error(`InvalidArgument: axis group ${value}`);
    this.recorded.axisGroup = value;
  }

  setValues(range: FakeRange): void {
    if (range.sheet !== this.sheet) throw new Error('InvalidArgument: series values from another sheet');
    this.recorded.values = range.address;
  }

  setXAxisValues(range: FakeRange): void {
    if (range.sheet !== this.sheet) throw new Error('InvalidArgument: series categories from another sheet');
    this.recorded.xAxisValues = range.address;
  }
}

export class FakeWorksheet {
  readonly grid = new Map<string, Cell>();
  readonly conditionalFormats: FakeConditionalFormat[] = [];
  readonly columnWidths = new Map<string, number>();
  readonly autofitted: string[] = [];
  readonly chartList: FakeChart[] = [];
  /** Column letters hidden (Range.columnHidden). */
  readonly hiddenColumns = new Set<string>();
  /** Worksheet-scoped names (ExcelApi 1.4), by name: the address they point at and their comment. */
  readonly namedItems = new Map<string, { address: string; comment?: string }>();
  frozenRows = 0;
  activated = false;
  /** Order of the last activation, for getActiveWorksheet. */
  activatedAt = 0;
  private static activations = 0;
  tabColor?: string;

  readonly freezePanes = {
    freezeRows: (count: number) => {
      if (!Number.isInteger(count) || count < 0) throw new Error('InvalidArgument: freezeRows');
      this.frozenRows = count;
    },
  };

  /** Worksheet.pageLayout (ExcelApi 1.9), as set: print area, orientation, fit-to-pages zoom, print title rows. */
  readonly printed: { area?: string; orientation?: string; zoom?: object; titleRows?: string } = {};
  readonly pageLayout = ((printed) => ({
    setPrintArea(area: string) {
      printed.area = addressOf(parseArea(area));
    },
    set orientation(value: string) {
      if (value !== 'Landscape' && value !== 'Portrait') throw new Error(`InvalidArgument: orientation ${value}`);
      printed.orientation = value;
    },
    set zoom(value: object) {
      printed.zoom = value;
    },
    setPrintTitleRows(rows: string) {
      if (!/^\$\d+:\$\d+$/.test(rows)) throw new Error(`InvalidArgument: print title rows ${rows}`);
      printed.titleRows = rows;
    },
  }))(this.printed);

  /** Worksheet.onCalculated (ExcelApi 1.8): handlers the add-in registered; `calculated()` fires them as Excel would. */
  readonly calculatedHandlers: ((event: { worksheetId: string; type: string }) => Promise<unknown>)[] = [];
  readonly onCalculated = {
    add: (handler: (event: { worksheetId: string; type: string }) => Promise<unknown>) => {
      this.calculatedHandlers.push(handler);
      return { remove: () => this.calculatedHandlers.splice(this.calculatedHandlers.indexOf(handler), 1) };
    },
  };
  /** Excel's id of the sheet: stays when the sheet is renamed. */
  readonly id: string;
  private static created = 0;

  async calculated(): Promise<void> {
    for (const handler of [...this.calculatedHandlers])
      await handler({ worksheetId: this.id, type: 'WorksheetCalculated' });
  }

  load(_properties?: string): FakeWorksheet {
    return this;
  }

  readonly names = {
    add: (name: string, reference: FakeRange, comment?: string) => {
      if (!/^[A-Za-z_][A-Za-z0-9_.]*$/.test(name)) throw new Error(`InvalidArgument: "${name}" is not a valid name`);
      if (this.namedItems.has(name.toUpperCase())) throw new Error(`ItemAlreadyExists: the name ${name} exists`);
      this.namedItems.set(name.toUpperCase(), { address: reference.address, comment });
    },
    getItemOrNullObject: (name: string) => ({ isNullObject: !this.namedItems.has(name.toUpperCase()) }),
  };

  /** Worksheet.getUsedRange: from the first to the last row and column holding anything (A1 on an empty sheet). */
  getUsedRange(): FakeRange {
    const used = [...this.grid.entries()]
      .filter(([, cell]) => cell.formula !== undefined || cell.shown !== undefined)
      .map(([address]) => parseArea(address));
    if (used.length === 0) return this.getRange('A1');
    const top = Math.min(...used.map((area) => area.top));
    const left = Math.min(...used.map((area) => area.left));
    const bottom = Math.max(...used.map((area) => area.top));
    const right = Math.max(...used.map((area) => area.left));
    return new FakeRange(this, { top, left, rows: bottom - top + 1, columns: right - left + 1 });
  }

  readonly charts = {
    /** The same list as chartList: Excel's charts.items after load. */
    items: this.chartList,
    load: (_properties?: string) => this.charts,
    getItem: (name: string) => {
      const chart = this.chartList.find((candidate) => candidate.name === name);
      if (!chart) throw new Error(`ItemNotFound: no chart named ${name}`);
      return chart;
    },
    add: (type: string, source: FakeRange, seriesBy?: string) => {
      if (!CHART_TYPES.has(type)) throw new Error(`InvalidArgument: chart type ${type}`);
      if (source.sheet !== this) throw new Error('InvalidArgument: chart data from another sheet');
      const chart = new FakeChart(this, type, source.address, seriesBy);
      this.chartList.push(chart);
      return chart;
    },
  };

  constructor(public name: string) {
    FakeWorksheet.created += 1;
    this.id = `{sheet-${FakeWorksheet.created}}`;
  }

  cell(row: number, column: number): Cell {
    const key = cellAddress(row, column);
    let cell = this.grid.get(key);
    if (!cell) {
      cell = {};
      this.grid.set(key, cell);
    }
    return cell;
  }

  /** The cell at an A1 address, as the user would read it (undefined when nothing was written there). */
  at(address: string): Cell | undefined {
    return this.grid.get(address.replace(/\$/g, ''));
  }

  getRange(address: string): FakeRange {
    return new FakeRange(this, parseArea(address));
  }

  getRangeByIndexes(row: number, column: number, rows: number, columns: number): FakeRange {
    if (row < 0 || column < 0 || rows < 1 || columns < 1) {
      throw new Error(`InvalidArgument: getRangeByIndexes(${row}, ${column}, ${rows}, ${columns})`);
    }
    return new FakeRange(this, { top: row + 1, left: column + 1, rows, columns });
  }

  activate(): void {
    this.activated = true;
    FakeWorksheet.activations += 1;
    this.activatedAt = FakeWorksheet.activations;
  }
}

/** Excel's rules for a sheet's name: 1 to 31 characters, none of : \ / ? * [ ], not starting or ending with '. */
function checkSheetName(name: string): void {
  if (name.length === 0 || name.length > 31 || /[:\\/?*[\]]/.test(name) || /^'|'$/.test(name)) {
    throw new Error(`InvalidArgument: "${name}" is not a valid sheet name`);
  }
}

export class FakeWorkbook {
  readonly sheets: FakeWorksheet[] = [new FakeWorksheet('Sheet1')];
  /** The selected cell of the active sheet, as a user left it (a test sets it). */
  activeCellAddress = 'A1';
  /** Workbook.getActiveCell (ExcelApi 1.7). */
  getActiveCell(): FakeRange {
    return this.worksheets.getActiveWorksheet().getRange(this.activeCellAddress);
  }
  readonly worksheets = {
    items: this.sheets,
    load: (_properties?: string) => undefined,
    /** The sheet activated last; the first sheet when none was. */
    getActiveWorksheet: () =>
      this.sheets.reduce((active, sheet) => (sheet.activatedAt > active.activatedAt ? sheet : active)),
    getItem: (key: string) => {
      const sheet = this.sheets.find((candidate) => candidate.id === key || candidate.name === key);
      if (!sheet) throw new Error(`ItemNotFound: no worksheet ${key}`);
      return sheet;
    },
    add: (name: string) => {
      checkSheetName(name);
      if (this.sheets.some((sheet) => sheet.name.toLowerCase() === name.toLowerCase())) {
        throw new Error(`ItemAlreadyExists: a sheet named "${name}" exists`);
      }
      const sheet = new FakeWorksheet(name);
      this.sheets.push(sheet);
      return sheet;
    },
  };
}

export class FakeRequestContext {
  readonly workbook = new FakeWorkbook();
  syncs = 0;

  async sync(): Promise<void> {
    this.syncs += 1;
  }
}

/** `Excel.run` over one fake workbook: every run of a test sees the same workbook, as a user's open workbook. */
export function fakeExcelRun(context = new FakeRequestContext()) {
  const run = async <T>(batch: (context: FakeRequestContext) => Promise<T>): Promise<T> => {
    const result = await batch(context);
    await context.sync();
    return result;
  };
  return { context, run };
}
