import { type SvError, TimeoutError } from '../errors';
import { type HttpOutcome, type HttpRequest, isTransportFailure } from '../http';
import { redact } from '../redact';
import { errorFromOutcome, type RequestLabel, unreadableBody } from '../response-errors';
import { worded } from '../wording';
import { type ApiRequest, labelOf, toHttpRequest } from './api-request';
import { cacheKey } from './cache-key';
import {
  type Arrival,
  type CacheEntry,
  cacheGet,
  cachePut,
  forget,
  type Program,
  type Received,
  receive,
  sendLater,
  sleep,
} from './effects';
import { parsedBody } from './parsed-body';
import { retryDelay } from './retry-policy';
import type { Session } from './session';
import { refuseOverlongUrl } from './url-limit';

/** A request to put in flight, with the caller's own id for its answer. */
export interface Launch {
  id: number;
  request: ApiRequest;
  /** Skip the cache when reading (the answer is still stored): a re-read of pages that did not fit together. */
  fresh?: boolean;
  /** A final failure lands as an answer without a body instead of failing the call: a request that only helps. */
  optional?: boolean;
  /** Its answer only paces pulls, and is cached as such (`CacheEntry.hint`). */
  hint?: boolean;
}

/** An answer: its parsed body, or none for an optional request that failed. */
export interface Landed {
  id: number;
  body?: unknown;
}

interface Item {
  /** The caller's id. */
  id: number;
  /** The driver's: unique for the whole program, so that a flight's leftovers never answer another's requests. */
  wire: number;
  http: HttpRequest;
  label: RequestLabel;
  key: string | null;
  optional: boolean;
  hint: boolean;
  attempt: number;
  /** When the item may leave at the earliest (a retry's backoff). */
  notBefore: number;
  /** The slot it holds while in flight. */
  slot?: number;
  sentAt?: number;
  /** The send it left with: a busy thread holds up a send's later requests as much as its late one. */
  send?: number;
  /** How far its slot has been moved in the limiter, towards when it really left. */
  movedMs: number;
}

/** An answer received, and how to account for its request's lateness (`Received`). */
interface ArrivalInHand extends Arrival {
  receivedAt: number;
  lateAlone: boolean;
}

/**
 * Requests in flight within the rate limit: each leaves at the slot the limiter gives it, while earlier ones are still
 * being answered, and is handed back as soon as its answer has come; what the cache holds is served without a request,
 * what may succeed later is sent again after a backoff, and a final failure fails the call (a caller never gets a
 * missing answer silently). The paging loop and `sendAll` are its only users.
 */
/** Ids for the drivers, unique across every flight of a program. */
let nextWire = 0;

export class Flight {
  /** By wire id. */
  private readonly inFlight = new Map<number, Item>();
  private waiting: Item[] = [];
  private sends = 0;
  /** Answers received and not yet read (`land`), with when they were received. */
  private arrived: ArrivalInHand[] = [];
  /** Answers read since the last store to the cache: stored together once those received together are read. */
  private toStore: CacheEntry[] = [];
  /** Retries of answers read since then, checked against the call's time budget once those are stored. */
  private retries: { delay: number; error: SvError }[] = [];

  constructor(private readonly session: Session) {}

  /** Requests sent or waiting to be: a `land` would answer one of them. */
  get outstanding(): number {
    return this.inFlight.size + this.waiting.length;
  }

  /**
   * Puts requests in flight; returns at once the answers the cache held. Every request is measured before any is sent:
   * a URL the host cannot send is refused, never sent to fail as a "connection" error or a 414.
   */
  *launch(launches: readonly Launch[]): Program<Landed[]> {
    const { session } = this;
    for (const launch of launches) refuseOverlongUrl(session, launch.request);
    const items = launches.map((launch) => this.item(launch));
    const keyed = items.filter((item, i) => item.key !== null && !launches[i]?.fresh);
    const cached = yield* cacheGet(keyed.map((item) => item.key as string));
    const landed: Landed[] = [];
    const served = new Set<Item>();
    keyed.forEach((item, position) => {
      const text = cached[position];
      if (text === null || text === undefined) return;
      try {
        landed.push({ id: item.id, body: JSON.parse(text) });
        served.add(item);
      } catch {
        // A damaged cache entry is a miss.
      }
    });
    this.waiting.push(...items.filter((item) => !served.has(item)));
    yield* this.dispatch();
    return landed;
  }

  /**
   * Waits for an answer, unless nothing is outstanding; retries are sent again meanwhile. Answers that came together (a
   * blocking batch) are read one per call: the caller takes each page before the next is parsed, so only one page's
   * parsed answer is alive at a time (four at once made the garbage collector copy them, about 0.05 s in a 25,000-keyword
   * pull). `ready` tells the caller more have come.
   */
  *land(): Program<Landed[]> {
    const landed: Landed[] = [];
    while (landed.length === 0 && this.outstanding > 0) {
      if (this.arrived.length === 0) {
        yield* this.dispatch();
        if (this.inFlight.size === 0) continue;
        this.takeReceived(yield* receive());
      }
      const next = this.arrived.shift();
      if (next) this.read(next, landed);
      if (this.arrived.length === 0) {
        yield* cachePut(this.toStore);
        this.toStore = [];
        const { session } = this;
        for (const retry of this.retries.splice(0)) refuseBeyondBudget(session, retry.delay, retry.error);
      }
    }
    return landed;
  }

  /** Answers that have come and are not read yet: the caller may take them before deciding what to ask next. */
  get ready(): boolean {
    return this.arrived.length > 0;
  }

  private takeReceived({ arrivals, unsent, lateAlone }: Received): void {
    const { session } = this;
    const receivedAt = session.clock();
    const back: Item[] = [];
    for (const wire of unsent) {
      const item = this.inFlight.get(wire);
      if (!item) continue;
      this.inFlight.delete(wire);
      if (item.slot !== undefined) session.limiter.release?.(item.slot, 1);
      back.push(item);
    }
    // Ahead of those launched since, in the order they were launched: pages go in order.
    this.waiting = [...back, ...this.waiting];
    for (const arrival of arrivals) this.arrived.push({ ...arrival, receivedAt, lateAlone: lateAlone === true });
  }

  /** Reads one answer: lands it, or puts its request back to be sent again after a backoff, or fails the call. */
  private read({ id: wire, outcome, lateMs, receivedAt, lateAlone }: ArrivalInHand, landed: Landed[]): void {
    const { session } = this;
    const item = this.inFlight.get(wire);
    if (!item) return;
    this.inFlight.delete(wire);
    const { id } = item;
    // A blocking batch's requests each left late by their own wait; those due after them were not held up.
    if (lateAlone) this.moveSlotBy(item, lateMs);
    else this.moveSlotsOfSend(item, lateMs);
    session.pace.slowestBatchMs = Math.max(
      session.pace.slowestBatchMs,
      receivedAt - (item.sentAt ?? receivedAt) - lateMs,
    );
    item.attempt += 1;
    const read = readOutcome(outcome, item.label, session.settings.token);
    if (read.ok) {
      landed.push({ id, body: read.value });
      if (item.key && session.cache) {
        const entry = { key: item.key, value: outcome.body, ttlSeconds: session.cache.ttlSeconds };
        this.toStore.push(
          item.hint && keptSafely(outcome.body, session.settings.token) ? { ...entry, hint: true } : entry,
        );
      }
      return;
    }
    const delay = retryDelay(read.error, item.attempt, session.retry, session.random);
    if (delay === undefined && item.optional) {
      landed.push({ id });
      return;
    }
    if (delay === undefined) throw read.error;
    this.retries.push({ delay, error: read.error });
    item.notBefore = receivedAt + delay;
    this.waiting.push(item);
  }

  /**
   * A request that left late moves its slot to when it left, and those of its send due after it as far at least: a
   * busy thread holds up the rest of a send (they leave in turn), and their own answers may come later or never.
   * Other sends leave at their own times and tell their own lateness; moving their slots too would wait for slots
   * already free.
   */
  private moveSlotsOfSend(item: Item, lateMs: number): void {
    if (item.send === undefined || item.slot === undefined) return;
    const due = item.slot - item.movedMs;
    for (const held of [item, ...this.inFlight.values()]) {
      if (held.send !== item.send || held.slot === undefined || held.slot - held.movedMs < due) continue;
      this.moveSlotBy(held, lateMs);
    }
  }

  /** Moves an item's slot to `lateMs` after its time, unless it is there or later already. */
  private moveSlotBy(item: Item, lateMs: number): void {
    const { limiter } = this.session;
    if (!limiter.move || item.slot === undefined || lateMs <= item.movedMs) return;
    const to = item.slot - item.movedMs + lateMs;
    limiter.move(item.slot, to);
    item.slot = to;
    item.movedMs = lateMs;
  }

  /** Drops what is still outstanding: its answers are no longer wanted, and a blocking host never sends them. */
  *abandon(): Program<void> {
    const wires = [...this.inFlight.keys()];
    this.inFlight.clear();
    this.waiting = [];
    this.arrived = [];
    this.retries = [];
    // Answers read before the caller stopped (its table was complete, or a page did not fit) are kept as any are.
    yield* cachePut(this.toStore);
    this.toStore = [];
    yield* forget(wires);
  }

  private item(launch: Launch): Item {
    const { session } = this;
    const http = toHttpRequest(launch.request, session.settings);
    const cacheable = session.cache !== null && http.method === 'GET';
    nextWire += 1;
    return {
      id: launch.id,
      wire: nextWire,
      http,
      label: labelOf(launch.request, session.settings),
      key: cacheable && session.cache ? cacheKey(http, session.cache.namespace) : null,
      optional: launch.optional === true,
      hint: launch.hint === true,
      attempt: 0,
      notBefore: 0,
      movedMs: 0,
    };
  }

  /**
   * Gives waiting requests their slots and sends them, each to leave at its slot. A limiter that cannot give slots
   * back grants only what leaves first; the rest wait for the next round. A shared limiter may only say when to ask
   * again: with nothing in flight, that is a sleep.
   */
  private *dispatch(): Program<void> {
    const { session } = this;
    // Every batch granted now goes in one send, so that one leaving late delays the later ones as much.
    const sends: { item: Item; delay: number }[] = [];
    while (this.waiting.length > 0) {
      const now = session.clock();
      // The requests that may leave first: every one ready now, or else the retries due soonest.
      const notBefore = Math.max(now, Math.min(...this.waiting.map((item) => item.notBefore)));
      const ready = this.waiting.filter((item) => item.notBefore <= notBefore);
      const grant = session.limiter.reserveBatch(notBefore, ready.length);
      if (grant.count === 0) {
        if (this.inFlight.size > 0 || sends.length > 0) break;
        refuseBeyondBudget(session, grant.at - now, undefined);
        yield* sleep(grant.at - now);
        continue;
      }
      const delay = Math.max(0, grant.at - now);
      // A request that, as slow as the slowest answer so far, could no longer arrive within the call's time budget is
      // not sent: a spreadsheet kills an overrunning function with a bare timeout, so the user is told why instead.
      if (now + delay + session.pace.slowestBatchMs > session.deadline) {
        session.limiter.release?.(grant.at, grant.count);
        if (this.inFlight.size > 0 || sends.length > 0) break;
        refuseBeyondBudget(session, delay, undefined);
      }
      const batch = ready.slice(0, grant.count);
      const sent = new Set(batch);
      this.waiting = this.waiting.filter((item) => !sent.has(item));
      for (const item of batch) {
        item.slot = grant.at;
        item.movedMs = 0;
        item.sentAt = grant.at;
        this.inFlight.set(item.wire, item);
        sends.push({ item, delay });
      }
      if (!session.limiter.release) break;
    }
    this.sends += 1;
    for (const { item } of sends) item.send = this.sends;
    yield* sendLater(
      sends.map(({ item }) => item.http),
      sends.map(({ delay }) => delay),
      sends.map(({ item }) => item.wire),
    );
  }
}

/**
 * Sends requests in parallel within the rate limit and returns the parsed JSON bodies in request order (undefined for
 * an optional request that failed). Any final failure aborts the whole batch.
 */
export function* sendAll(
  session: Session,
  requests: readonly ApiRequest[],
  options: { fresh?: boolean; optional?: ReadonlySet<number> } = {},
): Program<unknown[]> {
  const flight = new Flight(session);
  const results: unknown[] = new Array(requests.length);
  const take = (landed: Landed[]) => {
    for (const { id, body } of landed) results[id] = body;
  };
  take(
    yield* flight.launch(
      requests.map((request, id) => ({ id, request, fresh: options.fresh, optional: options.optional?.has(id) })),
    ),
  );
  while (flight.outstanding > 0) take(yield* flight.land());
  return results;
}

/**
 * A hint may be kept where the answers are not (`sv` keeps it in a file across runs), so one is offered only when the
 * answer holds nothing redaction would mask: a service echoing the request's token into its data must not put it on
 * disk. Such an answer still paces this pull; the next one asks for the count again.
 */
function keptSafely(body: string, token: string): boolean {
  return redact(body, [token]) === body;
}

type Read = { ok: true; value: unknown } | { ok: false; error: SvError };

/** `token`: what the request carried in `Authorization`, masked wherever the answer echoes it. */
function readOutcome(outcome: HttpOutcome, label: RequestLabel, token: string): Read {
  if (isTransportFailure(outcome) || outcome.status < 200 || outcome.status >= 300) {
    return { ok: false, error: errorFromOutcome(outcome, label, [token]) };
  }
  try {
    return { ok: true, value: parsedBody(outcome) };
  } catch {
    return { ok: false, error: unreadableBody(outcome, label) };
  }
}

/**
 * Throws when a wait of `ms` before the next request, plus the slowest answer so far, would end after the call's time
 * budget: the user gets told why and what to do instead of a bare timeout.
 */
function refuseBeyondBudget(session: Session, ms: number, cause: SvError | undefined): void {
  const wait = Math.max(0, ms);
  const slowest = session.pace.slowestBatchMs;
  if (session.clock() + wait + slowest <= session.deadline) return;
  const seconds = Math.max(1, Math.round(slowest / 1000));
  throw new TimeoutError(
    worded(session.settings.surface, (wording, surface) => {
      const limit = wording.timeLimit;
      let reason = `This request needs more pages than fit in the time ${limit}.`;
      if (cause) {
        reason = `${cause.messageFor(surface)} Waiting to retry again would take longer than ${limit}.`;
      } else if (slowest > 0) {
        reason = `The service is answering slowly (${seconds} s per request), so the remaining pages cannot arrive in the time ${limit}.`;
      }
      return `${reason} ${session.budgetAdvice}`;
    }),
  );
}
