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
  'short-page',
]);

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

/** Fault switches: the first active fault matching a request decides how it goes wrong. */
export class FaultBook implements FaultControls {
  private readonly faults: ActiveFault[] = [];
  private readonly random: () => number;
  private nextId = 1;

  constructor(seed: number) {
    this.random = stream(seed ^ 0x5eed);
  }

  add(spec: FaultSpec): string {
    if (!KINDS.has(spec.kind)) throw new Error(`Unknown fault kind: ${String(spec.kind)}`);
    if (spec.rate !== undefined && !(spec.rate >= 0 && spec.rate <= 1)) throw new Error('Fault rate must be 0..1');
    if (spec.times !== undefined && !(Number.isInteger(spec.times) && spec.times > 0)) {
      throw new Error('Fault times must be a positive integer');
    }
    const id = `fault-${this.nextId++}`;
    this.faults.push({ ...spec, id, hits: 0 });
    return id;
  }

  remove(id: string): void {
    const index = this.faults.findIndex((fault) => fault.id === id);
    if (index >= 0) this.faults.splice(index, 1);
  }

  clear(): void {
    this.faults.length = 0;
  }

  list(): readonly ActiveFault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  /** The fault to apply to this request, if any; counts the hit and retires exhausted faults. */
  take(method: string, path: string, query?: URLSearchParams): ActiveFault | null {
    for (const fault of this.faults) {
      if (fault.method && fault.method.toUpperCase() !== method.toUpperCase()) continue;
      if (!pathMatches(fault.path, path)) continue;
      if (!queryMatches(fault.query, query)) continue;
      if (fault.rate !== undefined && this.random() >= fault.rate) continue;
      fault.hits++;
      if (fault.times !== undefined && fault.hits >= fault.times) this.remove(fault.id);
      return { ...fault };
    }
    return null;
  }
}
