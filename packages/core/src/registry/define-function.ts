import { type CoerceContext, type OptionSpec, type ParsedOptions, parseOptions, type RefusedOptions } from '../args';
import {
  argsOverPeriod,
  COMPARE_OPTION,
  type Comparison,
  comparisonWords,
  earlierPeriod,
  joinPeriods,
  type Period,
  periodNamesOf,
  periodOfArgs,
  readComparedHeader,
  readComparison,
  selectCompared,
} from '../compare';
import { describeColumn } from '../dictionary';
import type { ApiRequest, QueryValue } from '../engine/api-request';
import type { Program } from '../engine/effects';
import type { CountSource } from '../engine/paging';
import { keyOfPaths, type PagedRead, type Paging, readAllPages } from '../engine/paging';
import { cachedAnswer } from '../engine/send';
import type { Session } from '../engine/session';
import { emptyTable, flatten, flattenGeneric, genericRecords, type Layout, selectColumns } from '../flatten';
import { percentColumnIndexes, rescaleRows } from '../flatten/percent-columns';
import { rowBuilderOf } from '../flatten/row-builder';
import { lazy } from '../lazy';
import { maskNewRows } from '../redact';
import { declaredFields, extractRecordObjects } from '../schemas';
import type { Cell, Column, Table } from '../table';
import { commaList, serviceOptions, TABLE_OPTIONS, type TableOptionValues, tableOptionsOf } from './common-options';
import { listParamNames, splittableList } from './list-params';
import type { AnyParam, ArgsOf, ParamDef } from './param';
import { readArgs } from './read-args';
import type { FunctionDef, PreparedCall, TableSink } from './types';
import { refuseErrorBody } from './v1-error-body';

/** The `options` argument, as the function's option keys read it. */
export type OptionsOf<O extends OptionSpec> = Readonly<ParsedOptions<O>>;

type EmptyOptions = Record<never, never>;

/**
 * Everything one spreadsheet function is: its arguments, the operation it reads and how the answer becomes a table.
 * Functions of both interfaces, paged or not, with fixed columns or flattened generically, are declared this way.
 */
export interface FunctionSpec<P extends readonly AnyParam[], O extends OptionSpec, A> {
  /** One-line description shown by autocomplete. */
  help: string;
  params: P;
  /**
   * Keys of the trailing `options` argument, which is added after the parameters; without it the function takes the
   * table options (`columns`, `headers`, `cache_minutes`).
   */
  options?: O;
  /** Analyst words for the data, used in messages; defaults to the layout's. */
  what?: string | ((args: NoInfer<A>) => string);
  /**
   * Checks the arguments together (dates in order, a group the operation knows) and returns them as they are sent:
   * defaults filled in, an end after today brought back to today. Runs before anything is sent; never changes `args`.
   * Without it, the arguments are sent as read.
   */
  prepare?: (args: ArgsOf<P>, coerce: CoerceContext, options: OptionsOf<O>) => A;
  /** Below the interface address; a function of the arguments builds it with `v1Path` so each segment is encoded. */
  path: string | ((args: NoInfer<A>) => string);
  /**
   * What the query sends otherwise. An operation at a fixed path is sent every argument under its own name (a list as
   * comma-separated text), one whose path holds its arguments none; each option is sent under its own name (see
   * `serviceOptions`). A key given here wins over both: a default filled in, a value sent in another form (1/0, JSON),
   * a name the service spells otherwise; set to undefined, it holds an argument or option back.
   */
  query?: (args: NoInfer<A>, options: OptionsOf<O>, coerce: CoerceContext) => Record<string, QueryValue>;
  /** The argument behind a query parameter the service names otherwise (`keyword_name: 'keyword'`), for messages. */
  argumentNames?: Readonly<Record<string, string>>;
  /** How the operation pages; may depend on the options. Default: one request. */
  paging?: Paging | ((options: OptionsOf<O>) => Paging);
  /** The smallest page the operation accepts: a smaller `limit` option is asked for as this and cut afterwards. */
  minPageSize?: number;
  /** Fixed columns; without it the answer is flattened generically (its shape is not documented). */
  layout?: Layout;
  /** Row and column description when there is no layout. */
  result?: string;
  /**
   * The columns of a function without a layout that its answer is known to carry (the service's own description, or
   * what the sandbox models after the live service), each described in the column dictionary. Its table still follows
   * the answer: a field not named here shows under its path.
   */
  knownColumns?: readonly string[];
  /**
   * Columns the operation sends as a percent 0–100 (14.2): shown as a fraction 0–1 (0.142) like every other share and
   * visibility, so one label reads on one scale in every function (flatten/percent-columns.ts).
   */
  sentAsPercent?: readonly string[];
  /**
   * The record key of a paged function without a layout (its records flattened generically), as `Layout.recordKey`
   * says: dotted paths of the raw record, joined. A layout's own key wins.
   */
  recordKey?: readonly string[];
  /**
   * Where the records sit in an answer: by default the list holding the layout's records; `generic` for a list whose
   * items may be objects or bare names; or a reader for answers that are not a list (objects keyed by date), which
   * returns undefined to fall back to the default.
   */
  records?: 'generic' | ((body: unknown) => unknown[] | undefined);
  /** The table's records made from what was read, for a function that previews rather than lists (imports). */
  preview?: (read: readonly unknown[], args: NoInfer<A>) => readonly object[];
  /** Always asked afresh, never from the cache (an import's progress changes by the minute). */
  fresh?: true;
  /**
   * Where a count of the records may be read (a campaign's keyword count in the campaigns answer): from the cache
   * before the first page, else asked for once a pull has read three full pages; with it every page left is asked for
   * at once. Undefined when the arguments narrow the records the count counts.
   */
  rowCount?: (args: NoInfer<A>, options: OptionsOf<O>) => CountSource | undefined;
}

const OPTIONS_PARAM_HELP =
  'More settings as text "key=value; key=value" or a two-column range of keys and values; the function help lists the keys.';

const GENERIC_RESULT = 'One row per record of the answer; nested fields become dotted columns.';

/**
 * A function as its area file declares it, before the registry names it after the constant that holds it
 * (`export const KEYWORDS = defineFunction(...)` is KEYWORDS), so a name is written once.
 */
export type DeclaredFunction = (name: string) => FunctionDef;

/** The interface a function calls follows from its name: 1.2 functions are the `V1_` ones. */
function apiOf(name: string): FunctionDef['api'] {
  return name.startsWith('V1_') ? '1.2' : '3.0';
}

export function defineFunction<
  const P extends readonly AnyParam[],
  const O extends OptionSpec = EmptyOptions,
  A = ArgsOf<P>,
>(spec: FunctionSpec<P, O, A>): DeclaredFunction {
  return (name) => namedFunction(name, spec);
}

function namedFunction<P extends readonly AnyParam[], O extends OptionSpec, A>(
  name: string,
  spec: FunctionSpec<P, O, A>,
): FunctionDef {
  const api = apiOf(name);
  const { layout } = spec;
  const periodNames = periodNamesOf(spec.params.map((param) => param.name));
  // Every function over a period can be compared with an earlier one; the option is declared here, once.
  // Every function takes the table options at least (headers=labels, columns=, cache_minutes), so a client's readable
  // headers never depend on which function made the table.
  const declaredOptions: OptionSpec = spec.options ?? TABLE_OPTIONS;
  const optionSpec: OptionSpec = periodNames ? { ...declaredOptions, compare: COMPARE_OPTION } : declaredOptions;
  const params: readonly ParamDef[] = [
    ...spec.params,
    optionsParam(optionSpec, periodNames ? undefined : NO_PERIOD_TO_COMPARE),
  ];
  // Every option is optional, so no options at all is a valid value of any function's options.
  const noOptions = {} as OptionsOf<O>;
  const staticPaging = typeof spec.paging === 'function' ? spec.paging(noOptions) : spec.paging;
  const lists = lazy(() => listParamNames(params, optionSpec));
  // Derived when pages are first read, not while the project loads nor for a table the cache answers: the declared
  // fields build the layout's schema, a cost Apps Script pays again on every execution.
  const plan = lazy(() => {
    const fields = layout ? declaredFields(layout.schema) : new Set<string>();
    return { fields, splitList: layout ? splittableList(optionSpec, fields) : undefined };
  });
  const recordKeyPaths = layout?.recordKey ?? spec.recordKey;
  const recordKey = lazy(() => (recordKeyPaths ? keyOfPaths(recordKeyPaths) : undefined));
  const defaultWhat = layout?.what ?? name.toLowerCase().replace(/_/g, ' ');
  const sentAsPercent = new Set(spec.sentAsPercent ?? []);
  /** A table made from the answer, its percent columns as fractions. */
  const onOneScale = (table: Table): Table =>
    sentAsPercent.size === 0
      ? table
      : { ...table, rows: rescaleRows(table.rows, percentColumnIndexes(table.columns, sentAsPercent)) };
  /** An answer of unknown shape in one request is one record: flattened whole. */
  const isOneBody = (paging: Paging) => !layout && paging.kind === 'none' && spec.records === undefined;

  /** The request of one pull: the arguments under their names, then the options the service reads. */
  function requestOf(args: A, options: OptionsOf<O>, coerce: CoerceContext): ApiRequest {
    const query = {
      ...(typeof spec.path === 'string' ? byName(params, args) : {}),
      ...spec.query?.(args, options, coerce),
    };
    for (const [key, value] of Object.entries(serviceOptions(optionSpec, options)))
      if (!(key in query) && key !== 'compare') query[key] = value;
    return {
      api,
      path: typeof spec.path === 'function' ? spec.path(args) : spec.path,
      query,
      operation: typeof spec.what === 'function' ? spec.what(args) : (spec.what ?? defaultWhat),
      lists: lists(),
      argumentNames: spec.argumentNames,
    };
  }

  function prepare(raw: readonly unknown[], coerce: CoerceContext): PreparedCall {
    const given = readArgs(name, params, raw, coerce);
    const options = (given.options ?? {}) as OptionsOf<O>;
    const table = tableOptionsOf(options);
    const compareText = (options as { compare?: string }).compare;
    const comparison = compareText === undefined ? undefined : readComparison(compareText);
    // With fixed columns a wrong column name is refused before anything is sent (a compared column by its figure's).
    const shownColumns = layout ? shownColumnsOf(layout, baseColumnNames(table.columns, comparison)) : undefined;
    // readArgs read each argument by its own parameter, so `given` holds the values ArgsOf<P> describes; without a
    // prepare step A is ArgsOf<P>.
    const args = (spec.prepare ? spec.prepare(given as ArgsOf<P>, coerce, options) : given) as A;
    Object.freeze(args);
    const request = requestOf(args, options, coerce);
    const paging = (typeof spec.paging === 'function' ? spec.paging(options) : spec.paging) ?? { kind: 'none' };
    // A preview's rows are not the records read (an import preview reads the campaign's keywords), so a count of
    // those records tells nothing of the table's size.
    const session = (given: Session): Session => ({
      ...given,
      cache: spec.fresh ? null : given.cache,
      expectRows: spec.preview ? undefined : given.expectRows,
    });
    const rowCount = spec.rowCount?.(args, options);
    const current = comparison && periodNames ? periodOfArgs(args as object, periodNames) : undefined;
    if (comparison && periodNames && current) {
      const earlier = earlierPeriod(current, comparison);
      const earlierArgs = Object.freeze(argsOverPeriod(args as object, periodNames, earlier)) as A;
      const earlierRequest = requestOf(earlierArgs, options, coerce);
      const pulls: ComparedPulls<A> = {
        now: { request, args, period: current },
        before: {
          request: { ...earlierRequest, operation: `${earlierRequest.operation} (${earlier.start} to ${earlier.end})` },
          args: earlierArgs,
          period: earlier,
        },
      };
      return {
        headers: table.headers !== 'none',
        labels: table.headers === 'labels',
        cacheMinutes: table.cache_minutes,
        comparison: comparisonWords(comparison),
        run: (given) => readCompared(session(given), pulls, paging, table, rowCount),
      };
    }
    return {
      columns: table.columns,
      headers: table.headers !== 'none',
      labels: table.headers === 'labels',
      cacheMinutes: table.cache_minutes,
      shownColumns,
      run: (given) => readTable(session(given), request, paging, args, table, rowCount),
      // Rows one at a time need fixed columns, known before the first page; a preview needs every record at once.
      stream:
        layout && shownColumns && !spec.preview
          ? (given, sink) => streamTable(session(given), request, paging, table, rowCount, layout, shownColumns, sink)
          : undefined,
    };
  }

  /**
   * A call compared with an earlier period: both periods pulled, each with its own requests and cache entries, then
   * joined on the function's row key; `columns=` applies to the joined table so each figure keeps its followers.
   */
  function* readCompared(
    session: Session,
    pulls: ComparedPulls<A>,
    paging: Paging,
    table: TableOptionValues,
    rowCount: CountSource | undefined,
  ): Program<Table> {
    const wholeTable = { ...table, columns: undefined };
    const now = yield* readTable(session, pulls.now.request, paging, pulls.now.args, wholeTable, rowCount);
    // A count counts the records there are today: the earlier period may have had fewer, so it paces only the current.
    const before = yield* readTable(session, pulls.before.request, paging, pulls.before.args, wholeTable, undefined);
    const joined = joinPeriods(
      { table: now, period: pulls.now.period },
      { table: before, period: pulls.before.period },
      {
        recordKey: recordKeyPaths,
        unitOf: (header) => describeColumn(name, header)?.unit,
        // Under a limit, a row only the earlier pull holds was cut from the current one, not dropped since.
        earlierOnlyRows: table.limit === undefined,
      },
    );
    return selectCompared(joined, table.columns);
  }

  /** How the pages of a call are read: its request, the count it may use, its cap and its record id. */
  function* pagedRead(
    session: Session,
    request: ApiRequest,
    paging: Paging,
    table: TableOptionValues,
    rowCount: CountSource | undefined,
  ): Program<PagedRead> {
    const limit = table.limit;
    const countAnswer = rowCount ? yield* cachedAnswer(session, rowCount.request) : undefined;
    const expectedRows = countAnswer === undefined ? undefined : rowCount?.count(countAnswer);
    const oneBody = isOneBody(paging);
    return {
      request: { ...request, splitList: plan().splitList },
      paging,
      rows(body) {
        if (api === '1.2') refuseErrorBody(body, request, session.settings);
        if (oneBody) return [body];
        if (spec.records === 'generic') return genericRecords(body);
        return spec.records?.(body) ?? extractRecordObjects(body, request.operation, plan().fields);
      },
      rowLimit: limit === undefined ? undefined : roundUp(limit, spec.minPageSize),
      minPageSize: spec.minPageSize,
      recordKey: recordKey(),
      expectedRows,
      countSource: rowCount,
    };
  }

  function* readTable(
    session: Session,
    request: ApiRequest,
    paging: Paging,
    args: A,
    table: TableOptionValues,
    rowCount: CountSource | undefined,
  ): Program<Table> {
    if (layout && !spec.preview) return onOneScale(yield* readRows(session, request, paging, table, rowCount, layout));
    const limit = table.limit;
    const records = yield* readAllPages(session, yield* pagedRead(session, request, paging, table, rowCount));
    const kept = limit === undefined ? records : records.slice(0, limit);
    if (spec.preview && layout) return onOneScale(flatten(spec.preview(kept, args), layout));
    if (layout) return onOneScale(flatten(kept, layout));
    return onOneScale(flattenGeneric(isOneBody(paging) ? kept[0] : kept));
  }

  /**
   * A laid-out table, its rows made as each checked page arrives (the records are not kept). The host's limit is told
   * the rows the table holds so far, not the records read: a keyword's daily ranks are a row per device and day, 730
   * rows a record for a year, so a table far too large for Excel is refused after its first pages instead of being
   * read whole.
   */
  function* readRows(
    session: Session,
    request: ApiRequest,
    paging: Paging,
    table: TableOptionValues,
    rowCount: CountSource | undefined,
    fixed: Layout,
  ): Program<Table> {
    let room = table.limit ?? Number.POSITIVE_INFINITY;
    let records = 0;
    const rows: Cell[][] = [];
    const builder = rowBuilderOf(fixed);
    const expectRows = session.expectRows;
    // Told the records read (or a count of records, read with the pull): those read have made their rows, and each
    // record still to come makes one row at least.
    const told: Session = expectRows
      ? { ...session, expectRows: (count) => expectRows(rows.length + Math.max(0, count - records)) }
      : session;
    const read = yield* pagedRead(told, request, paging, table, rowCount);
    yield* readAllPages(told, {
      ...read,
      onRows(page) {
        const taken = page.length > room ? page.slice(0, room) : page;
        room -= taken.length;
        // Numbered across pages, so a record the layout cannot read is named as `flatten` names it.
        for (const object of extractRecordObjects(taken, fixed.what, NO_FIELDS)) {
          records += 1;
          builder.addRows(object, records, rows);
        }
        // Masked now, while later pages are on their way, rather than all at once after the last (`redactTable`).
        maskNewRows(rows, [session.settings.token]);
      },
    });
    return { columns: emptyTable(fixed).columns, rows };
  }

  /**
   * The table handed on as each checked page arrives, in rows of a few records at a time: an export of
   * millions of rows holds no more than a window of records and their rows in memory.
   */
  function* streamTable(
    session: Session,
    request: ApiRequest,
    paging: Paging,
    table: TableOptionValues,
    rowCount: CountSource | undefined,
    fixed: Layout,
    columns: readonly Column[],
    sink: TableSink,
  ): Program<void> {
    sink.columns(columns, table.headers !== 'none');
    let room = table.limit ?? Number.POSITIVE_INFINITY;
    const read = yield* pagedRead(session, request, paging, table, rowCount);
    yield* readAllPages(session, {
      ...read,
      onRows(records) {
        for (let start = 0; start < records.length && room > 0; start += RECORDS_PER_CHUNK) {
          const chunk = records.slice(start, Math.min(start + RECORDS_PER_CHUNK, start + room));
          room -= chunk.length;
          const rows = onOneScale(flatten(chunk, fixed));
          sink.rows((table.columns ? selectColumns(rows, table.columns) : rows).rows);
        }
      },
    });
  }

  return {
    name,
    help: spec.help,
    result: layout ? layout.help : (spec.result ?? GENERIC_RESULT),
    get columns() {
      return layout ? emptyTable(layout).columns : undefined;
    },
    knownColumns: layout ? undefined : spec.knownColumns,
    params,
    options: optionSpec,
    api,
    paging: staticPaging,
    recordKey: recordKeyPaths,
    fresh: spec.fresh,
    prepare,
  };
}

function optionsParam(spec: OptionSpec, refused?: RefusedOptions): ParamDef<'options', unknown, true> {
  return {
    name: 'options',
    type: 'options',
    optional: true,
    help: OPTIONS_PARAM_HELP,
    read: (value, ctx) => parseOptions(value, spec, ctx, 'options', refused),
  };
}

/** `compare=` where there is no period: named as the option the user meant, with the reason, not as a typo. */
const NO_PERIOD_TO_COMPARE: RefusedOptions = {
  compare: {
    problem: 'compare works only with a function that reads a period, and this one takes no dates',
    remedy: 'Leave compare out, or compare with a function that takes dates (KEYWORDS, TRAFFIC, GROUP_VISIBILITY, …).',
  },
};

/** The two pulls of a compared call. */
interface ComparedPulls<A> {
  readonly now: ComparedPull<A>;
  readonly before: ComparedPull<A>;
}

interface ComparedPull<A> {
  readonly request: ApiRequest;
  readonly args: A;
  readonly period: Period;
}

/** The columns a compared call names, each compared column (`clicks.change`) as the figure it follows. */
function baseColumnNames(
  names: readonly string[] | undefined,
  comparison: Comparison | undefined,
): readonly string[] | undefined {
  if (!names || !comparison) return names;
  return [...new Set(names.map((name) => readComparedHeader(name.trim())?.base ?? name))];
}

/** The arguments under their own names, in the order of the parameters, then any a `prepare` step added. */
function byName(params: readonly ParamDef[], args: unknown): Record<string, QueryValue> {
  const values = args as Readonly<Record<string, unknown>>;
  const names = new Set([...params.map((p) => p.name), ...Object.keys(values)]);
  names.delete('options');
  const query: Record<string, QueryValue> = {};
  for (const name of names) {
    const value = values[name];
    if (value !== undefined) query[name] = Array.isArray(value) ? commaList(value) : (value as QueryValue);
  }
  return query;
}

/** No field marks a record as one: the records handed on are already a page's list of records. */
const NO_FIELDS: ReadonlySet<string> = new Set();

/** Records flattened together while streaming: few enough that their rows stay small (a year of days per keyword). */
const RECORDS_PER_CHUNK = 50;

/** The columns a call shows: the layout's, or those the `columns` option names. */
function shownColumnsOf(layout: Layout, names: readonly string[] | undefined): readonly Column[] {
  const all = emptyTable(layout);
  return (names ? selectColumns(all, names) : all).columns;
}

/** A limit the operation accepts: at least its smallest page, in whole steps of it so every later page is one too. */
function roundUp(limit: number, step: number | undefined): number {
  return step === undefined ? limit : Math.ceil(limit / step) * step;
}
