import { stream } from './data/random';
import type { ActiveFault, FaultControls, FaultSpec } from './types';

const KINDS = new Set([
  'status',
  'rate-limit',
  'quota',
  'slow',
  'malformed-json',
  'html',
  'truncated',
  'reset',
  'echo-token',
  'redirect',
  'short-page',
  'repeat-page',
  'shifted-row',
  'ignore-offset',
  'list-change',
  'keyword-count',
  'wrapper-count',
  'doubled-row',
  'copied-row',
  'tie-order',
  'small-pages',
  'crafted-answer',
]);

/** Faults that reshape a page around a position: they mean nothing without one. */
const AT_A_POSITION = new Set(['doubled-row', 'copied-row', 'tie-order']);

const isCount = (value: number | undefined) => value === undefined || (Number.isInteger(value) && value >= 0);

/** Refuses a spec whose numbers could not mean what its kind says (a test would otherwise pass for nothing). */
function checkNumbers(spec: FaultSpec): void {
  const counts = [spec.drop, spec.shift, spec.asOffset, spec.afterRequests, spec.count, spec.pages, spec.totalResults];
  counts.push(spec.at, spec.from, spec.spread, spec.pageRows);
  if (!counts.every(isCount)) throw new Error('Fault counts and offsets must be whole numbers, 0 or more');
  if (AT_A_POSITION.has(spec.kind) && spec.at === undefined) {
    throw new Error(`A ${spec.kind} fault names its position (at)`);
  }
  if (spec.kind === 'copied-row' && spec.from === undefined) {
    throw new Error('A copied-row fault names the row copied (from)');
  }
  if (spec.kind === 'crafted-answer' && spec.answer === undefined) {
    throw new Error('A crafted-answer fault names the body it answers (answer)');
  }
  if (spec.kind === 'small-pages' && !((spec.pageRows ?? 0) >= 1)) {
    throw new Error('A small-pages fault names the rows a page holds (pageRows, 1 or more)');
  }
  if (spec.factor !== undefined && !(Number.isFinite(spec.factor) && spec.factor >= 0)) {
    throw new Error('Fault factor must be a number, 0 or more');
  }
  if (spec.kind === 'redirect' && !isRedirect(spec)) {
    throw new Error('A redirect fault answers 301, 302, 303, 307 or 308 and names an absolute http(s) location');
  }
  if (spec.kind === 'list-change' && !(Number.isInteger(spec.campaignId) && (spec.campaignId ?? 0) > 0)) {
    throw new Error('A list-change fault names the campaign whose list changes (campaignId)');
  }
}

/** A redirect that a client could follow: a 30x that names where to go (else a test would pass for nothing). */
function isRedirect(spec: FaultSpec): boolean {
  const status = spec.status ?? 302;
  return [301, 302, 303, 307, 308].includes(status) && /^https?:\/\/[^/]/i.test(spec.location ?? '');
}

/** Every query parameter the fault names has the value it names (`{ offset: '2000' }` picks one page). */
function queryMatches(pattern: FaultSpec['query'], query: URLSearchParams | undefined): boolean {
  if (pattern === undefined) return true;
  return Object.entries(pattern).every(([name, value]) => query?.get(name) === value);
}

function pathMatches(pattern: FaultSpec['path'], path: string): boolean {
  if (pattern === undefined) return true;
  if (pattern instanceof RegExp) return pattern.test(path);
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
  return path === pattern;
}

function matches(fault: ActiveFault, method: string, path: string, query: URLSearchParams | undefined): boolean {
  if (fault.method && fault.method.toUpperCase() !== method.toUpperCase()) return false;
  return pathMatches(fault.path, path) && queryMatches(fault.query, query);
}

/**
 * Fault switches: the first active fault matching a request decides how it goes wrong. List changes are apart: they
 * change the world once, then stay (without answering anything themselves) until they are withdrawn.
 */
export class FaultBook implements FaultControls {
  private readonly faults: ActiveFault[] = [];
  private readonly random: () => number;
  private nextId = 1;

  /** `withdrawn` hears of every fault removed or cleared (not of one retired by `times`): it undoes list changes. */
  constructor(
    seed: number,
    private readonly withdrawn: (fault: ActiveFault) => void = () => {},
  ) {
    this.random = stream(seed ^ 0x5eed);
  }

  add(spec: FaultSpec): string {
    if (!KINDS.has(spec.kind)) throw new Error(`Unknown fault kind: ${String(spec.kind)}`);
    if (spec.rate !== undefined && !(spec.rate >= 0 && spec.rate <= 1)) throw new Error('Fault rate must be 0..1');
    if (spec.times !== undefined && !(Number.isInteger(spec.times) && spec.times > 0)) {
      throw new Error('Fault times must be a positive integer');
    }
    checkNumbers(spec);
    const id = `fault-${this.nextId++}`;
    this.faults.push({ ...spec, id, hits: 0 });
    return id;
  }

  remove(id: string): void {
    const gone = this.retire(id);
    if (gone) this.withdrawn(gone);
  }

  clear(): void {
    const gone = this.faults.splice(0);
    for (const fault of gone) this.withdrawn(fault);
  }

  private retire(id: string): ActiveFault | undefined {
    const index = this.faults.findIndex((fault) => fault.id === id);
    return index >= 0 ? this.faults.splice(index, 1)[0] : undefined;
  }

  list(): readonly ActiveFault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  /** The fault to apply to this request, if any; counts the hit and retires exhausted faults. */
  take(method: string, path: string, query?: URLSearchParams): ActiveFault | null {
    for (const fault of this.faults) {
      if (fault.kind === 'list-change' || !matches(fault, method, path, query)) continue;
      if (fault.rate !== undefined && this.random() >= fault.rate) continue;
      fault.hits++;
      if (fault.times !== undefined && fault.hits >= fault.times) this.retire(fault.id);
      return { ...fault };
    }
    return null;
  }

  /**
   * The list changes this request sets off: each counts the requests it matches and fires once, on the first after
   * its `afterRequests` (default 1), before that request is answered.
   */
  listChangesDue(method: string, path: string, query?: URLSearchParams): ActiveFault[] {
    const due: ActiveFault[] = [];
    for (const fault of this.faults) {
      if (fault.kind !== 'list-change' || !matches(fault, method, path, query)) continue;
      fault.hits++;
      if (fault.hits === (fault.afterRequests ?? 1) + 1) due.push({ ...fault });
    }
    return due;
  }
}
