import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FUNCTIONS } from '@sv/core';
import { CAMPAIGN } from './examples';
import { AddOn, DIST } from './harness';
import { useSandbox } from './setup';

const ROOT = join(__dirname, '../..');
const read = (path: string) => readFileSync(path, 'utf8');

describe('the Apps Script project in packages/sheets/dist', () => {
  test('holds the manifest, the scripts and the dialogs, nothing clasp would not push', () => {
    expect(readdirSync(DIST).sort()).toEqual([
      'AddKeywordsDialog.html',
      'AddressesDialog.html',
      'PortfolioDialog.html',
      'ReportDialog.html',
      'ScheduleDialog.html',
      'SendPdfDialog.html',
      'Sidebar.html',
      'TokenDialog.html',
      'appsscript.json',
      'entry-points.js',
      'functions.js',
      'sv-lib-held.js',
      'sv-lib.js',
    ]);
  });

  test('the manifest: V8, Stackdriver logging and only the least scopes (the failed-run email adds two, the PDF export one)', () => {
    const manifest = JSON.parse(read(join(DIST, 'appsscript.json')));
    expect(manifest).toEqual(JSON.parse(read(join(ROOT, 'appsscript.json'))));
    expect(manifest.runtimeVersion).toBe('V8');
    expect(manifest.exceptionLogging).toBe('STACKDRIVER');
    expect(typeof manifest.timeZone).toBe('string');
    expect([...manifest.oauthScopes].sort()).toEqual([
      'https://www.googleapis.com/auth/drive.file',
      'https://www.googleapis.com/auth/script.container.ui',
      'https://www.googleapis.com/auth/script.external_request',
      'https://www.googleapis.com/auth/script.scriptapp',
      'https://www.googleapis.com/auth/script.send_mail',
      'https://www.googleapis.com/auth/spreadsheets.currentonly',
      'https://www.googleapis.com/auth/userinfo.email',
    ]);
  });

  test('the clasp template pushes dist/', () => {
    expect(JSON.parse(read(join(ROOT, '.clasp.json.example'))).rootDir).toBe('packages/sheets/dist');
  });

  test('every registry function has a top-level declaration with the JSDoc Sheets reads for its help', () => {
    const source = read(join(DIST, 'functions.js'));
    const declared = [...source.matchAll(/^function (SV_\w+)\(/gm)].map((match) => match[1]);
    expect(declared).toEqual(FUNCTIONS.map((fn) => `SV_${fn.name}`));
    for (const fn of FUNCTIONS) {
      const block = new RegExp(`/\\*\\*\\n((?: \\*.*\\n)+?) \\*/\\nfunction SV_${fn.name}\\(([^)]*)\\)`).exec(source);
      expect(block).not.toBeNull();
      const doc = block?.[1] ?? '';
      expect(doc).toContain(` * ${fn.help}`);
      expect(doc).toContain(' * @customfunction');
      expect(doc).toMatch(/ \* @return \{[^}]+\} \S/);
      const params = [...doc.matchAll(/ \* @param \{([^}]+)\} (\w+) (.+)/g)];
      expect(params.map((param) => param[2])).toEqual(fn.params.map((param) => param.name));
      params.forEach((param, index) => {
        expect(param[3]).toContain(fn.params[index]?.help);
        if (fn.params[index]?.optional) expect(param[3]).toMatch(/^Optional\./);
      });
      expect(block?.[2]).toBe(fn.params.map((param) => param.name).join(', '));
    }
  });

  test('no global function is declared twice across the files (the last one would silently win)', () => {
    const names = readdirSync(DIST)
      .filter((file) => file.endsWith('.js') && file !== 'sv-lib.js')
      .flatMap((file) => [...read(join(DIST, file)).matchAll(/^function (\w+)\(/gm)].map((match) => match[1]));
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('one global scope, any load order', () => {
  const sandbox = useSandbox();

  test.each(['alphabetical', 'reverse'] as const)('files loaded in %s order work', (loadOrder) => {
    const addOn = new AddOn({ service: sandbox.service, loadOrder });
    addOn.useToken(sandbox.service.info.tokens.full);
    expect(addOn.cell('SV_CAMPAIGNS', `campaign_ids=${CAMPAIGN}`)).toHaveLength(2);
    addOn.menu('onOpen');
    expect(addOn.ui.menus).toHaveLength(1);
  });
});
