import type { FakeRange } from './spreadsheet';

export type FakeChartType = 'LINE' | 'COLUMN' | 'BAR' | 'AREA' | 'UNSET';

/** A built chart as the sheet holds it: what EmbeddedChartBuilder was told, ranges as A1 text. */
export interface FakeChart {
  readonly type: FakeChartType;
  readonly stacked: boolean;
  readonly ranges: readonly string[];
  readonly numHeaders: number | undefined;
  readonly position: { row: number; column: number; offsetX: number; offsetY: number } | undefined;
  readonly options: Readonly<Record<string, unknown>>;
  getRanges(): FakeRange[];
  getOptions(): { get(option: string): unknown };
}

/** Sheet.newChart(): every call recorded, the typed builders (asLineChart...) being the same object as in Apps Script. */
export class FakeChartBuilder {
  readonly calls: string[] = [];
  private type: FakeChartType = 'UNSET';
  private stacked = false;
  private readonly ranges: FakeRange[] = [];
  private numHeaders: number | undefined;
  private position: FakeChart['position'];
  private readonly options: Record<string, unknown> = {};

  private typed(type: FakeChartType): FakeChartBuilder {
    this.calls.push(`as${type}`);
    this.type = type;
    return this;
  }
  asLineChart(): FakeChartBuilder {
    return this.typed('LINE');
  }
  asColumnChart(): FakeChartBuilder {
    return this.typed('COLUMN');
  }
  asBarChart(): FakeChartBuilder {
    return this.typed('BAR');
  }
  asAreaChart(): FakeChartBuilder {
    return this.typed('AREA');
  }
  setStacked(): FakeChartBuilder {
    this.calls.push('setStacked');
    this.stacked = true;
    return this;
  }
  addRange(range: FakeRange): FakeChartBuilder {
    if (!range || typeof range.getA1Notation !== 'function') throw new Error('Exception: Invalid argument: range');
    this.calls.push(`addRange ${range.getA1Notation()}`);
    this.ranges.push(range);
    return this;
  }
  setNumHeaders(headers: number): FakeChartBuilder {
    this.numHeaders = headers;
    return this;
  }
  setPosition(row: number, column: number, offsetX: number, offsetY: number): FakeChartBuilder {
    if (row < 1 || column < 1) throw new Error('Exception: Invalid position');
    this.position = { row, column, offsetX, offsetY };
    return this;
  }
  setOption(option: string, value: unknown): FakeChartBuilder {
    // Options travel to the chart as JSON, as Apps Script sends them: nothing but plain data survives.
    this.options[option] = JSON.parse(JSON.stringify(value));
    return this;
  }
  build(): FakeChart {
    if (this.ranges.length === 0) throw new Error('Exception: A chart needs at least one range.');
    const ranges = [...this.ranges];
    const options = { ...this.options };
    return {
      type: this.type,
      stacked: this.stacked,
      ranges: ranges.map((range) => range.getA1Notation()),
      numHeaders: this.numHeaders,
      position: this.position,
      options,
      getRanges: () => [...ranges],
      getOptions: () => ({ get: (option: string) => options[option] }),
    };
  }
}
