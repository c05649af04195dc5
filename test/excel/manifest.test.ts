import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { manifestFor } from '../../packages/excel/src/metadata/manifest';
import { builtFile, REPO_ROOT } from './helpers/paths';
import { childrenNamed, onlyChild, parseXml, walk, type XmlElement } from './helpers/xml';

const devManifest = readFileSync(join(REPO_ROOT, 'manifest.xml'), 'utf8');

/** Child order the Office add-in manifest schemas prescribe, for the elements this manifest uses. */
const SEQUENCES: Record<string, string[]> = {
  OfficeApp: [
    'Id',
    'AlternateId',
    'Version',
    'ProviderName',
    'DefaultLocale',
    'DisplayName',
    'Description',
    'IconUrl',
    'HighResolutionIconUrl',
    'SupportUrl',
    'AppDomains',
    'Hosts',
    'Requirements',
    'DefaultSettings',
    'Permissions',
    'Dictionary',
    'VersionOverrides',
  ],
  VersionOverrides: ['Description', 'Requirements', 'Hosts', 'Resources', 'EquivalentAddins', 'WebApplicationInfo'],
  'VersionOverrides/Hosts/Host': ['Runtimes', 'AllFormFactors', 'DesktopFormFactor', 'MobileFormFactor'],
  'ExtensionPoint[CustomFunctions]': ['Script', 'Page', 'Metadata', 'Namespace'],
  DesktopFormFactor: ['GetStarted', 'FunctionFile', 'ExtensionPoint'],
  Group: ['Label', 'Icon', 'Control'],
  Control: ['Label', 'Supertip', 'Icon', 'Action'],
  Supertip: ['Title', 'Description'],
  Action: ['TaskpaneId', 'SourceLocation'],
  Resources: ['bt:Images', 'bt:Urls', 'bt:ShortStrings', 'bt:LongStrings'],
};

function sequenceFor(element: XmlElement, path: string[]): string[] | undefined {
  if (element.name === 'Host' && path.includes('VersionOverrides')) return SEQUENCES['VersionOverrides/Hosts/Host'];
  if (element.name === 'ExtensionPoint' && element.attributes['xsi:type'] === 'CustomFunctions') {
    return SEQUENCES['ExtensionPoint[CustomFunctions]'];
  }
  if (element.name === 'ExtensionPoint') return undefined;
  return SEQUENCES[element.name];
}

function orderProblems(root: XmlElement): string[] {
  const problems: string[] = [];
  for (const { element, path } of walk(root)) {
    const sequence = sequenceFor(element, path);
    if (!sequence) continue;
    let last = -1;
    for (const child of element.children) {
      const index = sequence.indexOf(child.name);
      if (index < 0) problems.push(`<${child.name}> is not expected inside <${element.name}>`);
      else if (index < last) problems.push(`<${child.name}> comes too late inside <${element.name}>`);
      else last = index;
    }
  }
  return problems;
}

function resources(root: XmlElement) {
  const versionOverrides = onlyChild(root, 'VersionOverrides');
  const resourcesElement = onlyChild(versionOverrides, 'Resources');
  const table = (group: string) =>
    new Map(
      onlyChild(resourcesElement, group).children.map((entry) => [
        entry.attributes.id as string,
        entry.attributes.DefaultValue as string,
      ]),
    );
  return {
    images: table('bt:Images'),
    urls: table('bt:Urls'),
    shortStrings: table('bt:ShortStrings'),
    longStrings: table('bt:LongStrings'),
  };
}

/** Which resource table each referring element must point into. */
function expectedTable(element: XmlElement, path: string[]): 'images' | 'urls' | 'shortStrings' | 'longStrings' {
  if (element.name === 'bt:Image') return 'images';
  if (['SourceLocation', 'FunctionFile', 'Runtime', 'LearnMoreUrl'].includes(element.name)) return 'urls';
  if (element.name === 'Description' && path.at(-1) === 'Supertip') return 'longStrings';
  return 'shortStrings';
}

function structuralProblems(xml: string): string[] {
  const root = parseXml(xml);
  const problems = orderProblems(root);
  const tables = resources(root);

  for (const { element, path } of walk(root)) {
    const resid = element.attributes.resid;
    if (resid !== undefined) {
      const table = expectedTable(element, path);
      if (!tables[table].has(resid)) problems.push(`resid "${resid}" of <${element.name}> is not in ${table}`);
      if (resid.length > 32) problems.push(`resid "${resid}" is longer than 32 characters`);
    }
    const id = element.attributes.id;
    if (id !== undefined && id.length > 32) problems.push(`id "${id}" is longer than 32 characters`);
    const value = element.attributes.DefaultValue;
    if (value !== undefined && /^[a-z]+:\/\//i.test(value) && !value.startsWith('https://')) {
      problems.push(`<${element.name}> address is not https: ${value}`);
    }
  }
  for (const [id, value] of tables.shortStrings) if (value.length > 125) problems.push(`short string ${id} too long`);
  for (const [id, value] of tables.longStrings) if (value.length > 250) problems.push(`long string ${id} too long`);
  for (const [id, value] of [...tables.urls, ...tables.images]) {
    if (!value.startsWith('https://')) problems.push(`resource ${id} is not https: ${value}`);
  }
  return problems;
}

function sharedRuntimeFacts(xml: string) {
  const root = parseXml(xml);
  const tables = resources(root);
  const host = onlyChild(onlyChild(onlyChild(root, 'VersionOverrides'), 'Hosts'), 'Host');
  const runtime = onlyChild(onlyChild(host, 'Runtimes'), 'Runtime');
  const customFunctions = onlyChild(onlyChild(host, 'AllFormFactors'), 'ExtensionPoint');
  const desktop = onlyChild(host, 'DesktopFormFactor');
  const buttons = [...walk(desktop)].map(({ element }) => element).filter((element) => element.name === 'Action');
  const sets = [...walk(onlyChild(root, 'Requirements'))]
    .map(({ element }) => element)
    .filter((element) => element.name === 'Set')
    .map((element) => element.attributes.Name);
  const resid = (element: XmlElement, child: string) =>
    onlyChild(onlyChild(element, child), 'SourceLocation').attributes.resid;
  return {
    tables,
    hostType: host.attributes['xsi:type'],
    runtimeResid: runtime.attributes.resid,
    lifetime: runtime.attributes.lifetime,
    extensionType: customFunctions.attributes['xsi:type'],
    scriptResid: resid(customFunctions, 'Script'),
    pageResid: resid(customFunctions, 'Page'),
    metadataResid: resid(customFunctions, 'Metadata'),
    namespaceResid: onlyChild(customFunctions, 'Namespace').attributes.resid,
    functionFileResid: onlyChild(desktop, 'FunctionFile').attributes.resid,
    taskpaneResids: buttons.map((action) => onlyChild(action, 'SourceLocation').attributes.resid),
    defaultSource: onlyChild(onlyChild(root, 'DefaultSettings'), 'SourceLocation').attributes.DefaultValue,
    iconUrls: [
      onlyChild(root, 'IconUrl').attributes.DefaultValue,
      onlyChild(root, 'HighResolutionIconUrl').attributes.DefaultValue,
      ...tables.images.values(),
    ],
    sets,
    root,
  };
}

/** Size and alpha channel of an 8-bit RGBA PNG without row filters (what the build writes). */
function readPng(path: string): { width: number; height: number; alpha: (x: number, y: number) => number } {
  const png = readFileSync(path);
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  expect([png[24], png[25]]).toEqual([8, 6]);
  const data: Buffer[] = [];
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    if (png.toString('ascii', offset + 4, offset + 8) === 'IDAT')
      data.push(png.subarray(offset + 8, offset + 8 + length));
    offset += length + 12;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * 4 + 1;
  for (let y = 0; y < height; y++) expect(raw[y * stride]).toBe(0);
  return { width, height, alpha: (x, y) => raw[y * stride + 1 + x * 4 + 3] as number };
}

describe('manifest.xml', () => {
  it('is well-formed and follows the schema order, with every resid resolving, short ids and https addresses', () => {
    expect(structuralProblems(devManifest)).toEqual([]);
  });

  it('has a checker that notices misplaced elements, dangling resids and plain http', () => {
    const runtimes = /\s*<Runtimes>[\s\S]*?<\/Runtimes>/.exec(devManifest)?.[0] as string;
    const misordered = devManifest.replace(runtimes, '').replace('</AllFormFactors>', `</AllFormFactors>${runtimes}`);
    expect(structuralProblems(misordered)).toEqual(['<Runtimes> comes too late inside <Host>']);
    const dangling = devManifest.replace('<Namespace resid="Functions.Namespace"/>', '<Namespace resid="Nowhere"/>');
    expect(structuralProblems(dangling)).toEqual(['resid "Nowhere" of <Namespace> is not in shortStrings']);
    const plain = devManifest.replace('https://localhost:3000/functions.json', 'http://localhost:3000/functions.json');
    expect(structuralProblems(plain)).toHaveLength(2);
  });

  it('is a task pane add-in for Excel with the identity Office requires', () => {
    const root = parseXml(devManifest);
    expect(root.name).toBe('OfficeApp');
    expect(root.attributes['xsi:type']).toBe('TaskPaneApp');
    expect(root.attributes.xmlns).toBe('http://schemas.microsoft.com/office/appforoffice/1.1');
    expect(onlyChild(root, 'Id').text).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(onlyChild(root, 'Version').text).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(childrenNamed(onlyChild(root, 'Hosts'), 'Host').map((host) => host.attributes.Name)).toEqual(['Workbook']);
    const versionOverrides = onlyChild(root, 'VersionOverrides');
    expect(versionOverrides.attributes['xsi:type']).toBe('VersionOverridesV1_0');
  });

  it('wires custom functions and the pane into one long-lived shared runtime under namespace SV', () => {
    const facts = sharedRuntimeFacts(devManifest);
    expect(facts.hostType).toBe('Workbook');
    expect(facts.extensionType).toBe('CustomFunctions');
    expect(facts.lifetime).toBe('long');
    expect(facts.sets).toEqual(expect.arrayContaining(['SharedRuntime', 'CustomFunctionsRuntime']));
    // The shared runtime only loads when every part names the same page.
    const shared = facts.runtimeResid as string;
    for (const resid of [facts.scriptResid, facts.pageResid, facts.functionFileResid, ...facts.taskpaneResids]) {
      expect(resid).toBe(shared);
    }
    expect(facts.taskpaneResids).toHaveLength(1);
    expect(facts.tables.urls.get(shared)).toBe('https://localhost:3000/taskpane.html');
    expect(facts.defaultSource).toBe(facts.tables.urls.get(shared));
    expect(facts.tables.urls.get(facts.metadataResid as string)).toBe('https://localhost:3000/functions.json');
    expect(facts.tables.shortStrings.get(facts.namespaceResid as string)).toBe('SV');
  });

  it('opens the pane from a Home tab button labelled as the core messages say (Home > Search Visibility)', () => {
    const facts = sharedRuntimeFacts(devManifest);
    const tab = [...walk(facts.root)].map(({ element }) => element).find((element) => element.name === 'OfficeTab');
    expect(tab?.attributes.id).toBe('TabHome');
    const group = onlyChild(tab as XmlElement, 'Group');
    expect(facts.tables.shortStrings.get(onlyChild(group, 'Label').attributes.resid as string)).toBe(
      'Search Visibility',
    );
    const action = onlyChild(onlyChild(group, 'Control'), 'Action');
    expect(action.attributes['xsi:type']).toBe('ShowTaskpane');
  });

  it('points at icons the build draws, each of the size its slot declares', () => {
    const facts = sharedRuntimeFacts(devManifest);
    for (const url of facts.iconUrls) {
      const file = (url as string).replace('https://localhost:3000/', '');
      const declared = Number(/icon-(\d+)\.png$/.exec(file)?.[1]);
      const icon = readPng(builtFile(file));
      expect({ width: icon.width, height: icon.height }).toEqual({ width: declared, height: declared });
      // A drawn shape, not a blank square: rounded (transparent) corners around an opaque body.
      expect(icon.alpha(0, 0)).toBe(0);
      expect(icon.alpha(declared - 1, declared - 1)).toBe(0);
      expect(icon.alpha(Math.floor(declared / 2), Math.floor(declared / 2))).toBe(255);
    }
    const ribbonSizes = [...walk(facts.root)]
      .map(({ element }) => element)
      .filter((element) => element.name === 'bt:Image' && element.attributes.size)
      .map((element) => element.attributes.size);
    expect(new Set(ribbonSizes)).toEqual(new Set(['16', '32', '80']));
  });

  it('is built unchanged into dist/manifest.xml when no other host is asked for', () => {
    if (process.env.SV_ADDIN_URL) return;
    expect(readFileSync(builtFile('manifest.xml'), 'utf8')).toBe(devManifest);
  });
});

describe('production manifest (SV_ADDIN_URL)', () => {
  it('moves every address to the given https base and stays structurally valid', () => {
    const production = manifestFor(devManifest, 'https://addins.example.org/sv/');
    expect(production).not.toContain('localhost');
    expect(structuralProblems(production)).toEqual([]);
    const facts = sharedRuntimeFacts(production);
    expect(facts.tables.urls.get(facts.runtimeResid as string)).toBe('https://addins.example.org/sv/taskpane.html');
    expect(facts.tables.urls.get(facts.metadataResid as string)).toBe('https://addins.example.org/sv/functions.json');
  });

  it('refuses a base Office would not load or that would break the XML', () => {
    expect(() => manifestFor(devManifest, 'http://addins.example.org')).toThrow(/https/);
    expect(() => manifestFor(devManifest, 'addins.example.org')).toThrow(/https/);
    expect(() => manifestFor(devManifest, 'https://example.org/a"b')).toThrow();
  });
});
