import { denyIn, type Runtime } from './runtime';

/** Apps Script's quotas: 9 kB per value, 500 kB per store. */
const MAX_VALUE_BYTES = 9 * 1024;
const MAX_STORE_BYTES = 500 * 1024;

export class FakeProperties {
  readonly values = new Map<string, string>();

  constructor(private readonly runtime: Runtime) {}

  getProperty(key: string): string | null {
    return this.values.get(String(key)) ?? null;
  }
  getProperties(): Record<string, string> {
    return Object.fromEntries(this.values);
  }
  getKeys(): string[] {
    return [...this.values.keys()];
  }
  setProperty(key: string, value: unknown): FakeProperties {
    denyIn(this.runtime, ['custom-function'], 'setProperty');
    const text = String(value);
    if (Buffer.byteLength(text) > MAX_VALUE_BYTES) throw new Error('Exception: Argument too large: value');
    this.values.set(String(key), text);
    const total = [...this.values].reduce((sum, [k, v]) => sum + Buffer.byteLength(k) + Buffer.byteLength(v), 0);
    if (total > MAX_STORE_BYTES) {
      this.values.delete(String(key));
      throw new Error('Exception: You have exceeded the property storage quota.');
    }
    return this;
  }
  setProperties(properties: Record<string, unknown>, deleteAllOthers = false): FakeProperties {
    denyIn(this.runtime, ['custom-function'], 'setProperties');
    if (deleteAllOthers) this.values.clear();
    for (const [key, value] of Object.entries(properties)) this.setProperty(key, value);
    return this;
  }
  deleteProperty(key: string): FakeProperties {
    denyIn(this.runtime, ['custom-function'], 'deleteProperty');
    this.values.delete(String(key));
    return this;
  }
  deleteAllProperties(): FakeProperties {
    denyIn(this.runtime, ['custom-function'], 'deleteAllProperties');
    this.values.clear();
    return this;
  }
}

/** One document store, one store per user, one script store. */
export function createPropertiesService(runtime: Runtime, currentUser: () => string) {
  const documentStore = new FakeProperties(runtime);
  const scriptStore = new FakeProperties(runtime);
  const userStores = new Map<string, FakeProperties>();
  const userStore = (user: string) => {
    let store = userStores.get(user);
    if (!store) {
      store = new FakeProperties(runtime);
      userStores.set(user, store);
    }
    return store;
  };
  return {
    service: {
      getDocumentProperties: () => documentStore,
      getUserProperties: () => userStore(currentUser()),
      getScriptProperties: () => scriptStore,
    },
    documentStore,
    scriptStore,
    userStore,
  };
}
