/**
 * The cases of the bad-input matrix, generated from the registry: for every function, every parameter gets the probes
 * its type makes relevant, and every option of its `options` argument gets the junk its definition makes relevant.
 * Each case says, deliberately, whether the value is refused (an InputError naming the argument, nothing sent) or
 * legitimately accepted (it reaches the service).
 */
import type { FunctionDef, OptionDefinition, ParamDef } from '@sv/core';

export type Verdict = 'refused' | 'accepted';

/** How one host hands arguments over. */
export interface HostStyle {
  name: 'Sheets' | 'Excel';
  /** Sheets: a skipped argument is undefined, an empty cell ''; Excel: null (and desktop's empty cells are 0). */
  empties: ReadonlyArray<{ label: string; value: unknown }>;
  zeroIsEmpty: boolean;
  /** A date cell as the host hands it over: Sheets a Date, Excel a serial number. */
  dateCell(iso: string): unknown;
}

export interface MatrixCase {
  /** `param <name>: <probe>` or `option <key>: <probe>`. */
  title: string;
  args: unknown[];
  /** The argument or option the message must name. */
  names: string;
  verdict: Verdict;
}

export const TODAY = '2026-11-21';
const START = '2026-10-01';
const END = '2026-10-31';
const DAY = '2026-10-15';

/** 100,000 characters: far beyond any URL either host can send. */
const LONG_TEXT = 'x'.repeat(100_000);
/** 10,000 comma-separated ids. */
const LONG_LIST = Array.from({ length: 10_000 }, (_, index) => index + 1).join(',');
const domains = (count: number) => Array.from({ length: count }, (_, index) => `rival${index}.example`).join(',');

const isStart = (param: ParamDef) => param.name === 'start_date' || param.name === 'date_start';
const isEnd = (param: ParamDef) => param.name === 'end_date' || param.name === 'date_end';

/** A value that coerces without complaint, per parameter type (a few names need their own, e.g. GET's path). */
function validValue(fn: FunctionDef, param: ParamDef, host: HostStyle): unknown {
  switch (param.type) {
    case 'id':
      return 101;
    case 'group_id':
      return 0;
    case 'date':
      return host.dateCell(isStart(param) ? START : isEnd(param) ? END : DAY);
    case 'text':
      if (param.name === 'path') return fn.api === '1.2' ? '/sites' : '/dashboard/v3.0/campaigns/tracked';
      return 'running shoes';
    case 'integer':
      return 10;
    case 'boolean':
      return true;
    case 'enum':
      return param.values?.[0] ?? '';
    case 'list':
      if (param.items === 'domain' || param.items === 'domain_or_url') return 'rival.example';
      if (param.items === 'id' || param.items === 'group_id') return '12, 34';
      return 'running shoes, trail shoes';
    case 'options':
    case 'query':
      return host.empties[0]?.value;
  }
}

/** The example call: required parameters valid, optional ones empty. */
export function validArgs(fn: FunctionDef, host: HostStyle): unknown[] {
  const empty = host.empties[0]?.value;
  return fn.params.map((param) => (param.optional ? empty : validValue(fn, param, host)));
}

interface Probe {
  label: string;
  value: unknown;
  verdict: Verdict;
}

/** Values that only text (and lists of text) take as they are; every other type refuses them. */
function textLike(param: ParamDef): boolean {
  return param.type === 'text' || (param.type === 'list' && (param.items ?? 'text') === 'text');
}

/** The path of GET and V1_GET, the raw calls (other functions' `path`-named parameters are ordinary text). */
const isGetPath = (fn: FunctionDef, param: ParamDef) => param.name === 'path' && ['GET', 'V1_GET'].includes(fn.name);

function probesFor(fn: FunctionDef, param: ParamDef, host: HostStyle): Probe[] {
  const onlyText = (value: unknown, label: string): Probe => ({
    label,
    value,
    verdict: textLike(param) ? 'accepted' : 'refused',
  });
  const emptyVerdict: Verdict = param.optional ? 'accepted' : 'refused';
  const probes: Probe[] = host.empties.map(({ label, value }) => ({ label, value, verdict: emptyVerdict }));

  probes.push({
    label: 'wrong type: TRUE',
    value: true,
    verdict: param.type === 'boolean' || param.type === 'text' ? 'accepted' : 'refused',
  });
  if (host.name === 'Sheets') {
    probes.push({ label: 'wrong type: a date cell', value: host.dateCell(DAY), verdict: dateCellVerdict(param) });
  }
  probes.push({ label: 'negative: -5', value: -5, verdict: textLike(param) ? 'accepted' : 'refused' });
  probes.push({ label: 'zero: 0', value: 0, verdict: zeroVerdict(param, host) });
  probes.push({ label: 'huge: 1e21', value: 1e21, verdict: textLike(param) ? 'accepted' : 'refused' });
  probes.push(onlyText('1e2', 'exponent text "1e2"'));
  probes.push(onlyText('0x10', 'hexadecimal text "0x10"'));
  probes.push(onlyText('1.0', 'decimal text "1.0"'));
  probes.push(onlyText('2026-02-30', 'impossible date "2026-02-30"'));
  probes.push(onlyText('tablet', 'unknown word "tablet"'));
  probes.push({ label: 'over-long text (100,000 characters)', value: LONG_TEXT, verdict: 'refused' });
  probes.push({ label: 'over-long list (10,000 items)', value: LONG_LIST, verdict: 'refused' });
  probes.push(onlyText('"rival.example"', 'quotes'));
  probes.push({
    label: 'commas "12,34"',
    value: '12,34',
    verdict:
      param.type === 'text' || (param.type === 'list' && ['text', 'id', 'group_id'].includes(param.items ?? 'text'))
        ? 'accepted'
        : 'refused',
  });
  probes.push({
    label: 'newline "12\\n34"',
    value: '12\n34',
    verdict:
      param.type === 'list' && ['text', 'id', 'group_id'].includes(param.items ?? 'text') ? 'accepted' : 'refused',
  });
  probes.push(onlyText('=12', 'leading "="'));
  probes.push(onlyText('..%2F..%2Fv1.2%2Fsites', 'encoded path segments'));

  if (param.type === 'list' && (param.items === 'domain' || param.items === 'domain_or_url')) {
    probes.push(...domainProbes(param));
  }
  if (isGetPath(fn, param)) return probes.map((probe) => ({ ...probe, verdict: getPathVerdict(probe) }));
  return probes;
}

function dateCellVerdict(param: ParamDef): Verdict {
  return param.type === 'date' ? 'accepted' : 'refused';
}

/** 0 is the all-keywords group and FALSE; where the host sends 0 for an empty cell, an optional 0 is empty. */
function zeroVerdict(param: ParamDef, host: HostStyle): Verdict {
  if (host.zeroIsEmpty && param.optional) return 'accepted';
  if (param.type === 'group_id' || param.type === 'boolean' || param.type === 'text') return 'accepted';
  if (param.type === 'list') {
    // Excel's 0 in a list is an empty cell, so a required list of only that is empty.
    if (host.zeroIsEmpty) return 'refused';
    return param.items === 'text' || param.items === 'group_id' || param.items === undefined ? 'accepted' : 'refused';
  }
  return 'refused';
}

/** The domain rule: host names only, at most `maxItems` where the interface says so. */
function domainProbes(param: ParamDef): Probe[] {
  const max = param.maxItems;
  const withinMax = (count: number): Verdict => (max === undefined || count <= max ? 'accepted' : 'refused');
  return [
    { label: 'a query smuggled into a domain', value: 'rival.com?x=1&campaign_id=5', verdict: 'refused' },
    { label: 'a port', value: 'rival.com:8080', verdict: 'refused' },
    { label: 'a user name', value: 'me@rival.com', verdict: 'refused' },
    {
      label: 'a URL path',
      value: 'https://rival.com/blog',
      verdict: param.items === 'domain_or_url' ? 'accepted' : 'refused',
    },
    { label: 'a .. path', value: 'rival.com/../admin', verdict: 'refused' },
    { label: 'two domains', value: domains(2), verdict: withinMax(2) },
    { label: 'eleven domains', value: domains(11), verdict: withinMax(11) },
    // No interface takes 5,000 domains in one request: capped lists refuse by count, the others by URL length.
    { label: '5,000 domains', value: domains(5_000), verdict: 'refused' },
  ];
}

/** GET's path is text, checked as a path: encoded dot segments and line breaks are refused, the rest is a path. */
function getPathVerdict(probe: Probe): Verdict {
  if (/^(?:empty|skipped)/.test(probe.label)) return probe.verdict;
  if (/wrong type: a date|encoded path|newline|over-long/.test(probe.label)) return 'refused';
  return 'accepted';
}

interface OptionProbe {
  label: string;
  /** The options argument: text, or a two-column range. */
  options: unknown;
  verdict: Verdict;
}

function optionProbes(key: string, definition: OptionDefinition): OptionProbe[] {
  const text = (value: string, verdict: Verdict, label = value): OptionProbe => ({
    label: `${key}=${label}`,
    options: `${key}=${value}`,
    verdict,
  });
  const refusedAll = (...values: string[]) => values.map((value) => text(value, 'refused'));
  // A text the core reads as a period to compare with: any other text is refused, not sent.
  if (key === 'compare') {
    return [
      ...refusedAll('=12', '"a;b"', 'last month', '2026-02-30..2026-03-01', '2026-10-01'),
      text(LONG_TEXT, 'refused', '(100,000 characters)'),
      text('Previous Year', 'accepted'),
      text('previous-period', 'accepted'),
    ];
  }
  switch (definition.type) {
    case 'integer':
    case 'number': {
      const zero: Verdict = (definition.min ?? 0) <= 0 ? 'accepted' : 'refused';
      return [
        ...refusedAll('abc', '-5', '1e2', '0x10', '1.5', '99999999999999999999', '2026-02-30', '"="'),
        text('0', zero),
        { label: `${key} with no value`, options: `${key}=`, verdict: 'refused' },
      ];
    }
    case 'id':
      return refusedAll('abc', '-5', '0', '1e2', '0x10', '1.0', '99999999999999999999', '=12');
    case 'text':
      return [
        text(LONG_TEXT, 'refused', '(100,000 characters)'),
        { label: `${key} holding a line break (from a range)`, options: [[key, 'a\nb']], verdict: 'refused' },
        text('=12', 'accepted'),
        text('"a;b"', 'accepted', 'a quoted value with ;'),
        text('..%2F..%2Fv1.2', 'accepted', 'encoded path segments'),
      ];
    case 'enum':
      return [...refusedAll('tablet', '1e2', '-5', '"="'), text(LONG_TEXT, 'refused', '(100,000 characters)')];
    case 'boolean':
      return refusedAll('maybe', '2', '-5', '1e2');
    case 'domain':
      return [
        ...refusedAll('rival.com?x=1&campaign_id=5', 'https://rival.com/blog', 'rival.com:8080', '-5', '1e2', '=12'),
        text(LONG_TEXT, 'refused', '(100,000 characters)'),
        text('https://Rival.example/', 'accepted'),
      ];
    case 'list':
      return listOptionProbes(key, definition);
    case 'date':
      return refusedAll('2026-02-30', '1e2', '-5', 'tomorrowish');
  }
}

function listOptionProbes(key: string, definition: Extract<OptionDefinition, { type: 'list' }>): OptionProbe[] {
  const text = (value: string, verdict: Verdict, label = value): OptionProbe => ({
    label: `${key}=${label}`,
    options: `${key}=${value}`,
    verdict,
  });
  if (definition.item === 'id' || definition.item === 'group_id') {
    const probes = [
      text('1,x', 'refused'),
      text('1,-5', definition.item === 'group_id' ? 'refused' : 'refused'),
      text('1e2', 'refused'),
      text('0x10', 'refused'),
      text('1.0', 'refused'),
      text('12,34', 'accepted'),
    ];
    // Over-long keyword id lists are split over several requests by the engine, not refused: left out here.
    if (key !== 'keyword_ids') probes.push(text(LONG_LIST, 'refused', '(10,000 ids)'));
    return probes;
  }
  if (definition.item === 'domain' || definition.item === 'domain_or_url') {
    return [text('rival.com?x=1', 'refused'), text('-5', 'refused')];
  }
  // Free-text lists (columns): which names exist is the layout's business, not this matrix's.
  return [];
}

/** Options every function with an `options` argument refuses, whatever its keys. */
function generalOptionProbes(fn: FunctionDef): OptionProbe[] {
  const keys = Object.keys(fn.options ?? {});
  const probes: OptionProbe[] = [
    { label: 'an unknown option', options: 'bogus=1', verdict: 'refused' },
    { label: 'text that is not key=value', options: 'limit 10', verdict: 'refused' },
    { label: 'a three-column range', options: [['limit', '10', 'x']], verdict: 'refused' },
  ];
  const first = keys.find((key) => fn.options?.[key]?.type === 'boolean');
  if (first)
    probes.push({ label: `${first} given twice`, options: `${first}=true; ${first}=false`, verdict: 'refused' });
  return probes;
}

/** Every case of one function in one host. */
export function casesOf(fn: FunctionDef, host: HostStyle): MatrixCase[] {
  const base = validArgs(fn, host);
  const cases: MatrixCase[] = [{ title: 'the valid example', args: base, names: '', verdict: 'accepted' }];
  fn.params.forEach((param, index) => {
    for (const probe of probesFor(fn, param, host)) {
      const args = [...base];
      args[index] = probe.value;
      cases.push({ title: `param ${param.name}: ${probe.label}`, args, names: param.name, verdict: probe.verdict });
    }
  });
  const startIndex = fn.params.findIndex(isStart);
  const endIndex = fn.params.findIndex(isEnd);
  if (startIndex >= 0 && endIndex >= 0) {
    const args = [...base];
    args[startIndex] = host.dateCell(END);
    args[endIndex] = host.dateCell(START);
    cases.push({
      title: `param ${fn.params[startIndex]?.name}: start after end`,
      args,
      names: fn.params[startIndex]?.name ?? '',
      verdict: 'refused',
    });
  }
  const optionsIndex = fn.params.findIndex((param) => param.type === 'options');
  if (optionsIndex >= 0 && fn.options) {
    const withOptions = (options: unknown) => {
      const args = [...base];
      args[optionsIndex] = options;
      return args;
    };
    for (const [key, definition] of Object.entries(fn.options)) {
      for (const probe of optionProbes(key, definition)) {
        cases.push({
          title: `option ${probe.label.length > 60 ? `${probe.label.slice(0, 57)}...` : probe.label}`,
          args: withOptions(probe.options),
          names: key,
          verdict: probe.verdict,
        });
      }
    }
    for (const probe of generalOptionProbes(fn)) {
      cases.push({
        title: `options: ${probe.label}`,
        args: withOptions(probe.options),
        names: 'options',
        verdict: probe.verdict,
      });
    }
  }
  return cases;
}
