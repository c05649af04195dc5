/**
 * The shape of a client report, host-free: both add-ins write the same cells and draw the same charts from it.
 *
 * ```
 * ReportDefinition
 *   title, sheetName, frozenRows, columnWidths
 *   parameters: ReportParameter[]      the block every formula refers to ($B$4 campaign, $B$5 start, $B$6 end,
 *                                      $B$7 device, $B$8 competitors; $B$9 the tracking depth, an SV_CAMPAIGNS call)
 *   cells: ReportCell[]                title, parameter labels and values: every cell outside the sections
 *   sections: ReportSection[]          in report order
 *     id, title, description, rows    rows: the first and last row the section occupies in the report area
 *     cells: ReportCell[]             headings, labels and computed figures (plain spreadsheet formulas)
 *     tables: ReportTable[]           SV_ calls as structured data, each with the range its answer can fill
 *     charts: ReportChart[]           type, anchor, size, categories and series ranges, axis formats, title
 *     conditionalFormats              colour rules (top movers: gains green, losses red)
 * ```
 *
 * A cell holds a value, a `ReportCall` (an SV_ function, rendered `=SV_NAME(...)` for Sheets and `=SV.NAME(...)` for
 * Excel by `renderCall`) or a `ReportFormula` (plain spreadsheet functions both hosts share; `array` formulas are
 * wrapped in ARRAYFORMULA for Sheets by `renderFormula`). Addresses are A1 text on the report's own sheet.
 */

export type ReportHost = 'sheets' | 'excel';

export type ReportDevice = 'desktop' | 'mobile';

/**
 * The earlier period the report compares with: the same number of days just before, or the same dates a year
 * earlier. Absent: no comparison, and the report is the one it always was.
 */
export type ReportComparison = 'previous_period' | 'previous_year';

/** The report's sections, in the order they appear. */
export type SectionId = 'visibility' | 'rank_distribution' | 'top_movers' | 'share' | 'ai_presence' | 'traffic';

/** What the dialog or the task pane asks for. */
export interface ReportRequest {
  readonly campaignId: number;
  readonly campaignName: string;
  /** YYYY-MM-DD, first and last day of the period. */
  readonly start: string;
  readonly end: string;
  readonly device: ReportDevice;
  /** Competitor domains named besides the service's top competitors. */
  readonly competitors: readonly string[];
  /** The sections to include (default: all, in report order). */
  readonly sections?: readonly SectionId[];
  /** The earlier period each headline figure is compared with (default: none). */
  readonly comparison?: ReportComparison;
}

/** The keys of the parameter block; a call refers to them, never to a value. */
export type ParamKey = 'campaign' | 'start' | 'end' | 'device' | 'competitors' | 'depth' | 'comparison';

/** Spreadsheet number format codes both hosts read the same way. */
export type NumberFormat = string;

export type CellStyle = 'title' | 'subtitle' | 'heading' | 'note' | 'label' | 'header' | 'input';

/** A spreadsheet formula without SV_ calls; `text` starts with `=`. */
export interface ReportFormula {
  readonly kind: 'formula';
  readonly text: string;
  /** Needs array evaluation (IF over a range): Sheets wraps it in ARRAYFORMULA, Excel evaluates it as written. */
  readonly array: boolean;
}

/** One argument of an SV_ call. */
export type ReportArg =
  | { readonly kind: 'param'; readonly key: ParamKey }
  | { readonly kind: 'literal'; readonly value: string | number }
  | { readonly kind: 'empty' }
  /** Text joined from literal parts and parameters, e.g. `"columns=ranking_data."&$B$7&".rank"`. */
  | { readonly kind: 'concat'; readonly parts: readonly (string | { readonly param: ParamKey })[] };

/** An SV_ function call; `name` is a registry function name (`KEYWORDS`), checked when the report is built. */
export interface ReportCall {
  readonly kind: 'call';
  readonly name: string;
  readonly args: readonly ReportArg[];
}

export interface ReportCell {
  /** A1 address, e.g. `B4`. */
  readonly address: string;
  readonly value?: string | number | boolean;
  readonly formula?: ReportFormula | ReportCall;
  readonly format?: NumberFormat;
  readonly style?: CellStyle;
  /**
   * The longest text a computed cell is given room for where the report cannot know it (a keyword, a domain): its
   * column is made that wide, and a longer text is cut by the cell beside it.
   */
  readonly sample?: string;
}

export interface ReportParameter {
  readonly key: ParamKey;
  readonly label: string;
  /** A1 address of the value cell; formulas use it as `$B$4`. */
  readonly cell: string;
  /** The value written at creation (dates as YYYY-MM-DD text: write them as dates); absent for `depth`. */
  readonly value?: string | number;
  readonly format?: NumberFormat;
  /** `depth` is read from the service (an SV_CAMPAIGNS call) rather than typed. */
  readonly call?: ReportCall;
  /** Shown, not an input: the tables were shaped for it when the report was made (`comparison`). */
  readonly fixed?: boolean;
}

/** An SV_ table: the call at `anchor` and the range it fills at most, from the header row the report writes over it. */
export interface ReportTable {
  /** Unique in the report, e.g. `keywords_now`. */
  readonly id: string;
  readonly label: string;
  readonly anchor: string;
  readonly call: ReportCall;
  /** The field paths of the call's columns, in order (fixed per function and `columns=` option); formats key on them. */
  readonly headers: readonly string[];
  /**
   * The header row the report writes over the columns, in words (the column dictionary's labels): the call is asked
   * for no header row and sits one row below it, at `anchor`.
   */
  readonly labels: readonly string[];
  /** Data rows at most (bounded by the period, a `limit=` or the number of domains); null: unbounded (keywords). */
  readonly maxRows: number | null;
  /** A1 range from the header row to the last row it may fill (null maxRows: to row 1048576, the last a sheet has). */
  readonly bounds: string;
  /** Formats per column header. */
  readonly formats: Readonly<Record<string, NumberFormat>>;
}

export type ChartType = 'line' | 'column' | 'bar' | 'stacked_area';

export interface ChartSeries {
  /** A1 range of one column, header row first (its text names the series where the host reads it). */
  readonly range: string;
  readonly axis: 'primary' | 'secondary';
  /**
   * The series' name in words, for hosts that name a series with fixed text (Excel): the header the report writes
   * over a table column, or a label the report declares for a column it computes.
   */
  readonly label: string;
}

export interface ChartAxis {
  readonly title: string;
  readonly format: NumberFormat;
  /**
   * Where the value axis starts, fixed (0 for shares: a host scaling to the figures started the AI-search axis at 31 %,
   * so a 3-point move filled the chart); absent, the host scales to the figures.
   */
  readonly min?: number;
  /** Where the value axis ends, fixed (1 for parts of a whole stacked: 100 %); absent, the host scales to the figures. */
  readonly max?: number;
  /**
   * Where the value axis may end at most (1 for shares: never past 100 %), for a host that scales to the figures and
   * can cap it (the preview); a fixed end would flatten a visibility of 8–14 % into a line along the bottom.
   */
  readonly ceiling?: number;
}

export interface ReportChart {
  readonly id: string;
  readonly type: ChartType;
  readonly title: string;
  /** Top-left cell the chart sits over. */
  readonly anchor: string;
  readonly widthPx: number;
  readonly heightPx: number;
  /** A1 range of the category column (dates or names), header row first. */
  readonly categories: string;
  readonly series: readonly ChartSeries[];
  /** Every range of the chart starts with one header row. */
  readonly headerRows: 1;
  readonly xAxis: ChartAxis;
  readonly yAxis: ChartAxis;
  readonly secondaryAxis?: ChartAxis;
  /** The table whose rows the chart draws (its id), or `cells` for computed figures (rank bands, the clicks grid). */
  readonly source: string;
}

export interface ConditionalFormat {
  readonly range: string;
  readonly rule: 'greater_than' | 'less_than';
  readonly value: number;
  /** #rrggbb */
  readonly fontColor: string;
  readonly background: string;
}

export interface ReportSection {
  /** `portfolio`: the one section of the portfolio report (portfolio/), every campaign on one sheet. */
  readonly id: SectionId | 'portfolio';
  readonly title: string;
  readonly description: string;
  /** First and last row (1-based) the section takes in the report area. */
  readonly rows: { readonly first: number; readonly last: number };
  readonly cells: readonly ReportCell[];
  readonly tables: readonly ReportTable[];
  readonly charts: readonly ReportChart[];
  readonly conditionalFormats: readonly ConditionalFormat[];
}

/**
 * How the report prints: the client's columns from the title to the last section (not the data tables), landscape,
 * one page wide, the title rows on every page. Excel sets it on the sheet's page layout; Apps Script has no page
 * setup, so Sheets repeats its frozen title rows and gives these settings to its PDF export.
 */
export interface ReportPrintSetup {
  /** A1 range, e.g. `A1:J160`. */
  readonly area: string;
  readonly orientation: 'landscape';
  /** Scaled to this many pages wide, as many pages tall as it takes. */
  readonly pagesWide: 1;
  /** Rows repeated at the top of every page, 1-based. */
  readonly titleRows: { readonly first: number; readonly last: number };
}

export interface ReportDefinition {
  /** What the report was made from: a host keeps it with the sheet, to name the figures again later (freezing). */
  readonly request: ReportRequest;
  readonly title: string;
  /** Valid in both hosts: at most 31 characters, none of []:*?/\ */
  readonly sheetName: string;
  readonly frozenRows: number;
  /** Pixel widths by 1-based column. */
  readonly columnWidths: readonly { readonly column: number; readonly width: number }[];
  readonly parameters: readonly ReportParameter[];
  readonly cells: readonly ReportCell[];
  readonly sections: readonly ReportSection[];
  /** Days in the period, which bounds the daily tables. */
  readonly days: number;
  /** Print area and page setup (absent in definitions made before it). */
  readonly print?: ReportPrintSetup;
}
