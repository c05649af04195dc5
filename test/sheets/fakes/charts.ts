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
  /** setHiddenDimensionStrategy; Apps Script's default, IGNORE_BOTH, leaves hidden rows and columns out. */
  readonly hiddenDimensionStrategy: string;
  /** A builder holding this chart's settings; Sheet.updateChart puts what it builds in this chart's place. */
  modify(): FakeChartBuilder;
  /** The chart this one was modified from (chart.modify()...build()). */
  readonly replaces?: FakeChart;
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
  private hiddenDimensionStrategy = 'IGNORE_BOTH';
  /** Set when the builder came from chart.modify(): the chart it replaces. */
  replaces: FakeChart | undefined;

  /** chart.modify(): a builder holding the chart's settings. */
  static of(chart: FakeChart): FakeChartBuilder {
    const builder = new FakeChartBuilder();
    builder.type = chart.type;
    builder.stacked = chart.stacked;
    builder.ranges.push(...chart.getRanges());
    builder.numHeaders = chart.numHeaders;
    builder.position = chart.position;
    Object.assign(builder.options, chart.options);
    builder.hiddenDimensionStrategy = chart.hiddenDimensionStrategy;
    builder.replaces = chart;
    return builder;
  }

  setHiddenDimensionStrategy(strategy: string): FakeChartBuilder {
    if (!['IGNORE_BOTH', 'IGNORE_ROWS', 'IGNORE_COLUMNS', 'SHOW_BOTH'].includes(strategy))
      throw new Error('Exception: Invalid argument: strategy');
    this.hiddenDimensionStrategy = strategy;
    return this;
  }

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
  /** As Apps Script: the range equal to the one given (same sheet and cells) is taken out; none equal is an error. */
  removeRange(range: FakeRange): FakeChartBuilder {
    const index = this.ranges.findIndex(
      (held) => held.sheet === range.sheet && held.getA1Notation() === range.getA1Notation(),
    );
    if (index < 0) throw new Error('Exception: The range is not in the chart.');
    this.calls.push(`removeRange ${range.getA1Notation()}`);
    this.ranges.splice(index, 1);
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
    const chart: FakeChart = {
      type: this.type,
      stacked: this.stacked,
      ranges: ranges.map((range) => range.getA1Notation()),
      numHeaders: this.numHeaders,
      position: this.position,
      options,
      hiddenDimensionStrategy: this.hiddenDimensionStrategy,
      replaces: this.replaces,
      modify: () => FakeChartBuilder.of(chart),
      getRanges: () => [...ranges],
      getOptions: () => ({ get: (option: string) => options[option] }),
    };
    return chart;
  }
}

/** The Charts service's enum the report uses (Charts.ChartHiddenDimensionStrategy), its values their own names. */
export const CHARTS_SERVICE = {
  ChartHiddenDimensionStrategy: {
    IGNORE_BOTH: 'IGNORE_BOTH',
    IGNORE_ROWS: 'IGNORE_ROWS',
    IGNORE_COLUMNS: 'IGNORE_COLUMNS',
    SHOW_BOTH: 'SHOW_BOTH',
  },
};
