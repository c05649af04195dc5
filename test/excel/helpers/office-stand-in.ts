import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cachedBundle } from '../../cached-bundle';

/** The recording fake of the Excel objects (excel-api-fake.ts), bundled for a page as the global `svExcelFake`. */
export function fakeExcelScript(): string {
  const bundle = cachedBundle(
    join(__dirname, 'excel-api-fake.ts'),
    { format: 'iife', globalName: 'svExcelFake', platform: 'browser' },
    '.js',
  );
  return readFileSync(bundle, 'utf8');
}

export interface OfficeStandInOptions {
  /** What OfficeRuntime.storage holds when the page opens (the add-in's saved settings). */
  storage: Record<string, string>;
  /** The newest version of each requirement set this Excel has; a set not named is supported in any version. */
  newest: Record<string, string>;
  /** Office's theme colours (Office.context.officeTheme); none, as in Excel without the theme API, when left out. */
  officeTheme?: { bodyBackgroundColor: string; bodyForegroundColor: string };
}

/**
 * What office.js gives a pane inside Excel, as a page script to run before the pane's own (after fakeExcelScript):
 * the host, requirement sets answered as an Excel with the `newest` versions would, the Office theme's colours when
 * given, OfficeRuntime.storage, CustomFunctions, and Excel.run over one recording fake workbook
 * (`window.svExcelContext`).
 */
export function officeStandIn({ storage, newest, officeTheme }: OfficeStandInOptions): string {
  return `
    const context = new svExcelFake.FakeRequestContext();
    window.svExcelContext = context;
    window.Excel = { run: async (batch) => { const result = await batch(context); await context.sync(); return result; } };
    const newest = ${JSON.stringify(newest)};
    const supported = (set, version) => {
      if (!(set in newest)) return true;
      const [major, minor] = String(version).split('.').map(Number);
      const [topMajor, topMinor] = newest[set].split('.').map(Number);
      return major < topMajor || (major === topMajor && minor <= topMinor);
    };
    window.Office = {
      HostType: { Excel: 'Excel' },
      onReady: async () => ({ host: 'Excel', platform: 'PC' }),
      context: { requirements: { isSetSupported: supported }, officeTheme: ${JSON.stringify(officeTheme ?? null)} ?? undefined },
    };
    const stored = new Map(Object.entries(${JSON.stringify(storage)}));
    window.OfficeRuntime = { storage: {
      getKeys: async () => [...stored.keys()],
      getItem: async (key) => stored.get(key) ?? null,
      setItem: async (key, value) => { stored.set(key, String(value)); },
      removeItem: async (key) => { stored.delete(key); },
    } };
    window.CustomFunctions = {
      associate() {},
      Error: class { constructor(code, message) { this.code = code; this.message = message; } },
      ErrorCode: { invalidValue: '#VALUE!', notAvailable: '#N/A' },
    };`;
}
