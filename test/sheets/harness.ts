import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
import { bindBuiltinsInScriptScope } from '../script-scope-builtins';
import { createCacheService } from './fakes/cache';
import { CHARTS_SERVICE } from './fakes/charts';
import { installClockDate } from './fakes/clock-date';
import type { PdfExport } from './fakes/google-export';
import { createHtmlService } from './fakes/html-service';
import { createLockService, createSession } from './fakes/lock-and-session';
import { createMailApp, type SentMail } from './fakes/mail-app';
import { createPropertiesService } from './fakes/properties';
import type { ExecutionMode, Runtime } from './fakes/runtime';
import { createScriptApp, oauthTokenOf } from './fakes/script-app';
import { type CellValue, FakeSheet, FakeSpreadsheet, midnightIn } from './fakes/spreadsheet';
import { createSpreadsheetApp } from './fakes/spreadsheet-app';
import type { BlockingService } from './fakes/sync-service';
import { FakeUi } from './fakes/ui';
import { createUrlFetchApp, type FetchCall } from './fakes/url-fetch-app';
import { createUtilities } from './fakes/utilities';

export const DIST = join(__dirname, '../../packages/sheets/dist');

/** A custom function may run 30 s; a menu action or a trigger 6 minutes. */
export const CUSTOM_FUNCTION_LIMIT_MS = 30000;
export const MENU_LIMIT_MS = 360000;

export interface AddOnOptions {
  service: BlockingService;
  /** The spreadsheet's zone; deliberately far from UTC and from the script's zone by default. */
  timeZone?: string;
  /** False: a script with no spreadsheet around it (no document cache, properties or lock). */
  hasDocument?: boolean;
  /** Apps Script promises no order between files: tests load them both ways. */
  loadOrder?: 'alphabetical' | 'reverse';
  /** The project folder to load (default dist/); its scripts are the .js and .gs files (the paste set has Code.gs). */
  project?: string;
}

export interface CellResult {
  value: unknown;
  elapsedMs: number;
}

/**
 * The built dist/ loaded as Apps Script loads a project: every .js file evaluated in one global scope (a vm context)
 * whose globals are fakes of the Apps Script services, talking to the sandbox in a worker thread.
 */
export class AddOn {
  readonly context: vm.Context;
  readonly runtime: Runtime;
  readonly ui = new FakeUi();
  readonly spreadsheet: FakeSpreadsheet;
  readonly fetchCalls: FetchCall[] = [];
  readonly logs: string[] = [];
  /** Messages sent with MailApp. */
  readonly mails: SentMail[] = [];
  /** Sheets exported as PDF through docs.google.com's export address. */
  readonly pdfExports: PdfExport[] = [];
  /** Set to a status to make the PDF export fail (null: it works). */
  pdfExportFailure: number | null = null;
  /**
   * Sheets recalculating the formulas a script rewrote by the time the script flushes and reads them again (off by
   * default: most tests look at what a run left to recalculate).
   */
  recalculateOnFlush = false;
  readonly properties: ReturnType<typeof createPropertiesService>;
  readonly cache: ReturnType<typeof createCacheService>;
  readonly locks: ReturnType<typeof createLockService>;
  readonly scriptApp: ReturnType<typeof createScriptApp>;
  /** What Sheets computes for a formula, by formula text; used when formulas recalculate. */
  readonly evaluators = new Map<string, () => unknown>();
  user = 'owner@example.com';
  private readonly toRealmValue: (value: unknown) => unknown;
  /** When the running execution is over its time on the script clock (null: none running). */
  private deadline: number | null = null;

  constructor(readonly options: AddOnOptions) {
    const project = options.project ?? DIST;
    const files = new Map(readdirSync(project).map((name) => [name, readFileSync(join(project, name), 'utf8')]));
    const manifest = JSON.parse(files.get('appsscript.json') ?? '{}') as { timeZone?: string };
    const hasDocument = () => options.hasDocument !== false;
    const currentUser = () => this.user;
    const context = vm.createContext({});
    const clock = options.service.clock;
    // On the sandbox's virtual clock, the script's Date reads it and its sleeps move it (no real time passes).
    const realmDate = clock
      ? installClockDate(context, () => clock.now())
      : (vm.runInContext('Date', context) as DateConstructor);
    this.runtime = { mode: 'menu', Date: realmDate, cacheClockOffsetMs: 0, now: () => this.now() };
    this.spreadsheet = new FakeSpreadsheet(this.runtime, options.timeZone ?? 'Pacific/Auckland');
    this.spreadsheet.sheets.push(new FakeSheet(this.spreadsheet, 'Sheet1'));
    this.properties = createPropertiesService(this.runtime, currentUser);
    this.cache = createCacheService(this.runtime, { hasDocument });
    this.locks = createLockService({ hasDocument });
    this.scriptApp = createScriptApp(this.runtime, currentUser);
    const log =
      (level: string) =>
      (...parts: unknown[]) =>
        this.logs.push(`${level}: ${parts.map(String).join(' ')}`);
    Object.assign(context, {
      UrlFetchApp: createUrlFetchApp(options.service, this.fetchCalls, {
        spreadsheet: () => (hasDocument() ? this.spreadsheet : null),
        oauthToken: () => oauthTokenOf(this.user),
        exports: this.pdfExports,
        failWith: () => this.pdfExportFailure,
      }),
      PropertiesService: {
        getDocumentProperties: () => (hasDocument() ? this.properties.documentStore : null),
        getUserProperties: this.properties.service.getUserProperties,
        getScriptProperties: this.properties.service.getScriptProperties,
      },
      CacheService: this.cache.service,
      LockService: this.locks.service,
      Utilities: createUtilities(
        clock
          ? {
              sleep: (ms) => {
                clock.advance(ms);
                this.stopIfOverTime();
              },
            }
          : {},
      ),
      Session: createSession({ scriptTimeZone: manifest.timeZone ?? 'Etc/UTC', currentUser, runtime: this.runtime }),
      MailApp: createMailApp(this.runtime, this.mails, currentUser),
      SpreadsheetApp: createSpreadsheetApp(
        this.runtime,
        () => (hasDocument() ? this.spreadsheet : null),
        this.ui,
        () => {
          this.spreadsheet.flushes += 1;
          if (this.recalculateOnFlush) this.recalculate();
        },
      ),
      ScriptApp: this.scriptApp.service,
      Charts: CHARTS_SERVICE,
      HtmlService: createHtmlService(files),
      console: { log: log('log'), info: log('info'), warn: log('warn'), error: log('error') },
    });
    this.context = context;
    this.toRealmValue = vm.runInContext(
      `(function toRealm(value) {
        if (Array.isArray(value)) return Array.from(value, toRealm);
        if (Object.prototype.toString.call(value) === '[object Date]') return new Date(value.getTime());
        if (value && typeof value === 'object') return Object.assign({}, value);
        return value;
      })`,
      context,
    ) as (value: unknown) => unknown;
    bindBuiltinsInScriptScope(context);
    const scripts = [...files.keys()].filter((file) => /\.(js|gs)$/.test(file)).sort();
    if (options.loadOrder === 'reverse') scripts.reverse();
    for (const name of scripts) {
      vm.runInContext(files.get(name) as string, context, { filename: name });
    }
  }

  /** The script's time: the sandbox's virtual clock when it has one, else the wall clock. */
  now(): number {
    return this.options.service.clock?.now() ?? Date.now();
  }

  /**
   * Apps Script ends an execution at its time limit wherever it is; on a virtual clock the vm's own timeout (real time)
   * does not see the skipped waits, so a sleep past the limit, and an execution that returns past it, end here.
   */
  private stopIfOverTime(): void {
    if (this.deadline !== null && this.now() > this.deadline) {
      throw new Error('Exceeded maximum execution time (on the script clock)');
    }
  }

  /** A global function of the project, by name (generated declarations, entry points). */
  global(name: string): unknown {
    return (this.context as Record<string, unknown>)[name];
  }

  private execute(mode: ExecutionMode, name: string, args: readonly unknown[], timeout: number): unknown {
    if (typeof this.global(name) !== 'function') throw new Error(`the project has no global function ${name}`);
    const previous = this.runtime.mode;
    this.runtime.mode = mode;
    const context = this.context as Record<string, unknown>;
    context.__args = this.toRealmValue([...args]);
    const outerDeadline = this.deadline;
    this.deadline = this.now() + timeout;
    try {
      const result = vm.runInContext(`${name}.apply(null, __args)`, this.context, { timeout });
      this.stopIfOverTime();
      return result;
    } catch (error) {
      this.stopIfOverTime();
      throw error;
    } finally {
      this.deadline = outerDeadline;
      delete context.__args;
      this.runtime.mode = previous;
    }
  }

  /** A custom function, called as Sheets calls it from a cell: realm values, 30 seconds, nothing writable. */
  cell(name: string, ...args: unknown[]): unknown {
    return this.execute('custom-function', name, args, CUSTOM_FUNCTION_LIMIT_MS);
  }

  /** The same, with its running time on the script's clock. */
  timedCell(name: string, ...args: unknown[]): CellResult {
    const started = this.now();
    const value = this.cell(name, ...args);
    return { value, elapsedMs: this.now() - started };
  }

  /** A menu item or a dialog's google.script.run call. */
  run(name: string, ...args: unknown[]): unknown {
    return this.execute(
      name.startsWith('sv') && !name.startsWith('svShow') ? 'dialog' : 'menu',
      name,
      args,
      MENU_LIMIT_MS,
    );
  }

  menu(name: string): unknown {
    return this.execute('menu', name, [], MENU_LIMIT_MS);
  }

  /** Fires a time-driven trigger as its owner, with the event Apps Script passes (`event`: its date fields). */
  fire(triggerId: string, event: Record<string, unknown> = {}): unknown {
    const trigger = this.scriptApp.triggers.find((item) => item.getUniqueId() === triggerId);
    if (!trigger) throw new Error(`no trigger ${triggerId}`);
    const previousUser = this.user;
    this.user = trigger.owner;
    try {
      return this.execute(
        'trigger',
        trigger.getHandlerFunction(),
        [{ ...event, triggerUid: triggerId, authMode: 'FULL' }],
        MENU_LIMIT_MS,
      );
    } finally {
      this.user = previousUser;
    }
  }

  /** A date cell's value: midnight of that day in the spreadsheet's zone, as a Date of the script's realm. */
  date(isoDate: string): Date {
    return this.toRealmValue(midnightIn(isoDate, this.spreadsheet.getSpreadsheetTimeZone())) as Date;
  }

  /**
   * Stores a token as the token dialog would, and points the same place (a token goes only to the addresses of its
   * own scope) at the sandbox unless told not to.
   */
  useToken(token: string, scope: 'document' | 'user' = 'document', addresses = true): void {
    this.store(scope).values.set('SV_TOKEN', token);
    if (addresses) this.useSandboxAddresses(scope);
  }

  /** The API addresses setting of one scope, pointing at the sandbox. */
  useSandboxAddresses(scope: 'document' | 'user' = 'document'): void {
    this.store(scope).values.set('SV_GATEWAY_URL', this.options.service.info.v3Url);
    this.store(scope).values.set('SV_V1_URL', this.options.service.info.v1Url);
  }

  /** The spreadsheet's settings or the current user's own. */
  store(scope: 'document' | 'user') {
    return scope === 'document' ? this.properties.documentStore : this.properties.userStore(this.user);
  }

  sheet(name = 'Sheet1'): FakeSheet {
    const sheet = this.spreadsheet.getSheetByName(name);
    if (!sheet) throw new Error(`no sheet ${name}`);
    return sheet;
  }

  /** Sheets recalculating the formulas set since the last time, each as its own custom-function execution. */
  recalculate(): void {
    for (const entry of [...this.spreadsheet.dirty]) {
      this.spreadsheet.dirty.delete(entry);
      const [sheetIndex, key] = entry.split('|') as [string, string];
      const sheet = this.spreadsheet.sheets[Number(sheetIndex)] as FakeSheet;
      const [row, column] = key.split(',').map(Number) as [number, number];
      const cell = sheet.cell(row, column);
      const evaluate = cell?.formula ? this.evaluators.get(cell.formula) : undefined;
      if (!cell || !evaluate) continue;
      try {
        sheet.showResult(row, column, evaluate());
      } catch (error) {
        cell.value = '#ERROR!';
        cell.error = error instanceof Error ? error.message : String(error);
      }
    }
  }

  /** Puts a formula in a cell as a user would, and lets Sheets compute it. */
  enterFormula(a1: string, formula: string, evaluate: () => unknown, sheetName = 'Sheet1'): void {
    const range = this.sheet(sheetName).getRange(a1);
    this.evaluators.set(formula, evaluate);
    const mode = this.runtime.mode;
    this.runtime.mode = 'menu';
    try {
      range.setFormula(formula);
    } finally {
      this.runtime.mode = mode;
    }
    this.recalculate();
  }

  /** Types values into cells as a user would. */
  enterValues(a1: string, values: CellValue[][], sheetName = 'Sheet1'): void {
    const mode = this.runtime.mode;
    this.runtime.mode = 'menu';
    try {
      this.sheet(sheetName).getRange(a1).setValues(values);
    } finally {
      this.runtime.mode = mode;
    }
  }
}

export const isDateValue = (value: unknown): value is Date => Object.prototype.toString.call(value) === '[object Date]';
