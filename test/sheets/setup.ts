import type { SandboxOptions } from '@sv/sandbox';
import { SyncService } from './fakes/sync-service';
import { AddOn, type AddOnOptions } from './harness';

/** The sandbox a test file talks to: started once for the file (or describe), clean at the start of every test. */
export interface SandboxFixture {
  readonly service: SyncService;
}

/** The built add-on in a fresh spreadsheet for every test, in front of the file's sandbox. */
export interface SheetsFixture extends SandboxFixture {
  readonly addOn: AddOn;
}

export interface SheetsSetup {
  /** How the sandbox behaves (for example `importDurationMs: 0`: imports finish at once). */
  sandbox?: SandboxOptions;
  /** The spreadsheet's time zone; the harness's default is far from UTC and from the script's zone. */
  timeZone?: AddOnOptions['timeZone'];
  /** `full` (default): the sandbox's full-access token and addresses saved for the spreadsheet. `none`: no settings. */
  token?: 'full' | 'none';
}

/**
 * Registers the hooks of the enclosing file or describe: the sandbox starts before its tests and closes after them;
 * before each test its faults, rate limits, quota and request log are reset, so a test sees only its own requests.
 * The sandbox and the add-ons in front of it share a virtual clock: sleeps and latency move it instead of passing
 * (fakes/virtual-clock.ts); a test reads it with `addOn.now()`.
 */
export function useSandbox(options: SandboxOptions = {}): SandboxFixture {
  let service: SyncService | undefined;
  beforeAll(async () => {
    // memoReads: a read the sandbox answered before is served from the text it made (after the same authentication,
    // limits, latency and faults, and never after a write): each test's fresh spreadsheet asks again what the file's
    // earlier tests asked, and the add-on gets the same bytes without the sandbox making them again.
    service = await SyncService.start({ memoReads: true, ...options }, { virtualTime: true });
  });
  afterAll(async () => {
    await service?.close();
  });
  beforeEach(() => {
    const started = startedService(service);
    started.clearFaults();
    started.resetLimits();
    started.clearRequests();
  });
  return {
    get service() {
      return startedService(service);
    },
  };
}

/** useSandbox, and before each test a new spreadsheet with the built add-on and (unless `token: 'none'`) a token. */
export function useSheetsAddOn(setup: SheetsSetup = {}): SheetsFixture {
  const sandbox = useSandbox(setup.sandbox);
  let addOn: AddOn | undefined;
  beforeEach(() => {
    const { service } = sandbox;
    addOn = new AddOn({ service, timeZone: setup.timeZone });
    if (setup.token !== 'none') addOn.useToken(service.info.tokens.full);
  });
  return {
    get service() {
      return sandbox.service;
    },
    get addOn() {
      if (!addOn) throw new Error('the add-on exists only inside a test (useSheetsAddOn creates it before each)');
      return addOn;
    },
  };
}

function startedService(service: SyncService | undefined): SyncService {
  if (!service) throw new Error('the sandbox runs only inside a test (useSandbox starts it before them)');
  return service;
}
