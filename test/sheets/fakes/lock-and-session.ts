import type { Runtime } from './runtime';

/** LockService: one lock per scope; tests may make another execution hold one. */
export class FakeLock {
  private mine = false;
  heldElsewhere = false;

  tryLock(_timeoutMs: number): boolean {
    if (this.heldElsewhere) return false;
    this.mine = true;
    return true;
  }
  waitLock(timeoutMs: number): void {
    if (!this.tryLock(timeoutMs))
      throw new Error('Exception: Lock timeout: another process was holding the lock for too long.');
  }
  hasLock(): boolean {
    return this.mine;
  }
  releaseLock(): void {
    this.mine = false;
  }
}

export function createLockService(options: { hasDocument: () => boolean }) {
  const documentLock = new FakeLock();
  const scriptLock = new FakeLock();
  const userLock = new FakeLock();
  return {
    service: {
      getDocumentLock: () => (options.hasDocument() ? documentLock : null),
      getScriptLock: () => scriptLock,
      getUserLock: () => userLock,
    },
    documentLock,
  };
}

/**
 * Session: the script's own time zone comes from appsscript.json. The user's address is known with the
 * `userinfo.email` scope; outside a custom function (which runs without the user's authorization) it is given.
 */
export function createSession(options: { scriptTimeZone: string; currentUser: () => string; runtime?: Runtime }) {
  const email = () => (options.runtime?.mode === 'custom-function' ? '' : options.currentUser());
  const user = () => ({ getEmail: email, toString: () => options.currentUser() });
  return {
    getScriptTimeZone: () => options.scriptTimeZone,
    getActiveUser: user,
    getEffectiveUser: user,
    getActiveUserLocale: () => 'en',
    getTemporaryActiveUserKey: () => `temporary-key-of-${options.currentUser()}`,
  };
}
