import { createHash, randomUUID } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { bytesOf, type JavaBytes, toJavaBytes } from './java-bytes';

/** Utilities.newBlob and the blobs other services return: bytes, a content type and a name. */
export class FakeBlob {
  constructor(
    private bytes: Buffer,
    private contentType: string | null = null,
    private name: string | null = null,
  ) {}

  getBytes(): JavaBytes {
    return toJavaBytes(this.bytes);
  }
  getDataAsString(charset?: string): string {
    if (charset && !/^utf-?8$/i.test(charset)) return this.bytes.toString('latin1');
    return this.bytes.toString('utf8');
  }
  setDataFromString(text: string): FakeBlob {
    this.bytes = Buffer.from(text, 'utf8');
    return this;
  }
  getContentType(): string | null {
    return this.contentType;
  }
  setContentType(type: string): FakeBlob {
    this.contentType = type;
    return this;
  }
  getName(): string | null {
    return this.name;
  }
  setName(name: string): FakeBlob {
    this.name = name;
    return this;
  }
  copyBlob(): FakeBlob {
    return new FakeBlob(Buffer.from(this.bytes), this.contentType, this.name);
  }
  isGoogleType(): boolean {
    return false;
  }
  /** For the fakes themselves. */
  rawBytes(): Buffer {
    return this.bytes;
  }
}

const DIGESTS: Record<string, string> = {
  MD2: 'md2',
  MD5: 'md5',
  SHA_1: 'sha1',
  SHA_256: 'sha256',
  SHA_384: 'sha384',
  SHA_512: 'sha512',
};

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

interface ZonedFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  weekday: number;
  offsetMinutes: number;
}

const formats = new Map<string, Intl.DateTimeFormat | null>();

function formatFor(timeZone: string): Intl.DateTimeFormat | null {
  if (!formats.has(timeZone)) {
    try {
      formats.set(timeZone, newFormat(timeZone));
    } catch {
      formats.set(timeZone, null);
    }
  }
  return formats.get(timeZone) ?? null;
}

/** Java falls back to GMT for a zone id it does not know; so does this fake. */
function zonedFields(date: Date, timeZone: string): ZonedFields {
  const format = formatFor(timeZone);
  if (!format) return zonedFields(date, 'UTC');
  const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
  const fields = {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
  const millisecond = ((date.getTime() % 1000) + 1000) % 1000;
  const asUtc = Date.UTC(fields.year, fields.month - 1, fields.day, fields.hour, fields.minute, fields.second);
  const offsetMinutes = Math.round((asUtc - (date.getTime() - millisecond)) / 60000);
  const weekday = new Date(Date.UTC(fields.year, fields.month - 1, fields.day)).getUTCDay();
  return { ...fields, millisecond, weekday, offsetMinutes };
}

function newFormat(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function offsetText(minutes: number, colon: boolean): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60), 2)}${colon ? ':' : ''}${pad(abs % 60, 2)}`;
}

/** The subset of java.text.SimpleDateFormat that scripts use. */
export function simpleDateFormat(date: Date, timeZone: string, pattern: string): string {
  if (Number.isNaN(date.getTime())) throw new Error('Exception: Invalid argument: date');
  const f = zonedFields(date, timeZone);
  let out = '';
  for (let at = 0; at < pattern.length; ) {
    const char = pattern.charAt(at);
    if (char === "'") {
      const end = pattern.indexOf("'", at + 1);
      if (end === at + 1) {
        out += "'";
        at += 2;
        continue;
      }
      out += pattern.slice(at + 1, end === -1 ? undefined : end);
      at = end === -1 ? pattern.length : end + 1;
      continue;
    }
    if (!/[A-Za-z]/.test(char)) {
      out += char;
      at += 1;
      continue;
    }
    let run = 1;
    while (pattern.charAt(at + run) === char) run += 1;
    at += run;
    switch (char) {
      case 'y':
        out += run === 2 ? pad(f.year % 100, 2) : pad(f.year, run);
        break;
      case 'M':
        out += run >= 4 ? MONTHS[f.month - 1] : run === 3 ? MONTHS[f.month - 1]?.slice(0, 3) : pad(f.month, run);
        break;
      case 'd':
        out += pad(f.day, run);
        break;
      case 'H':
        out += pad(f.hour, run);
        break;
      case 'h':
        out += pad(f.hour % 12 === 0 ? 12 : f.hour % 12, run);
        break;
      case 'a':
        out += f.hour < 12 ? 'AM' : 'PM';
        break;
      case 'm':
        out += pad(f.minute, run);
        break;
      case 's':
        out += pad(f.second, run);
        break;
      case 'S':
        out += pad(f.millisecond, run);
        break;
      case 'E':
        out += run >= 4 ? WEEKDAYS[f.weekday] : WEEKDAYS[f.weekday]?.slice(0, 3);
        break;
      case 'u':
        out += String(f.weekday === 0 ? 7 : f.weekday);
        break;
      case 'Z':
        out += offsetText(f.offsetMinutes, false);
        break;
      case 'X':
        out += f.offsetMinutes === 0 ? 'Z' : offsetText(f.offsetMinutes, run >= 3);
        break;
      case 'z':
        out += `GMT${offsetText(f.offsetMinutes, true)}`;
        break;
      default:
        throw new Error(`Exception: Illegal pattern character '${char}'`);
    }
  }
  return out;
}

/** Blocks the thread, as Utilities.sleep does. */
function blockFor(ms: number): void {
  const cell = new Int32Array(new SharedArrayBuffer(4));
  const until = Date.now() + ms;
  // Sliced so a vm timeout can interrupt a sleeping script.
  for (let left = ms; left > 0; left = until - Date.now()) Atomics.wait(cell, 0, 0, Math.min(left, 50));
}

export interface UtilitiesOptions {
  /** How a valid sleep passes: blocking the thread by default; a virtual clock moves instead. */
  sleep?: (ms: number) => void;
}

export function createUtilities(options: UtilitiesOptions = {}) {
  const pass = options.sleep ?? blockFor;
  const blobOf = (value: unknown): FakeBlob => {
    if (value instanceof FakeBlob) return value;
    throw new Error("Exception: The parameters (String) don't match the method signature for Utilities.gzip.");
  };
  return {
    DigestAlgorithm: Object.fromEntries(Object.keys(DIGESTS).map((name) => [name, name])),
    Charset: { US_ASCII: 'US_ASCII', UTF_8: 'UTF_8' },
    sleep(ms: number): void {
      if (typeof ms !== 'number' || ms < 0) throw new Error('Exception: Invalid argument: milliseconds');
      if (ms > 300000) throw new Error('Exception: Sleep time must be at most 300000 milliseconds.');
      pass(ms);
    },
    formatDate(date: Date, timeZone: string, pattern: string): string {
      if (Object.prototype.toString.call(date) !== '[object Date]') {
        throw new Error("Exception: The parameters don't match the method signature for Utilities.formatDate.");
      }
      return simpleDateFormat(date, timeZone, pattern);
    },
    newBlob(data: string | number[], contentType?: string, name?: string): FakeBlob {
      return new FakeBlob(bytesOf(data), contentType ?? null, name ?? null);
    },
    gzip(blob: FakeBlob, name?: string): FakeBlob {
      const source = blobOf(blob);
      return new FakeBlob(
        gzipSync(source.rawBytes()),
        'application/x-gzip',
        name ?? `${source.getName() ?? 'archive'}.gz`,
      );
    },
    ungzip(blob: FakeBlob): FakeBlob {
      try {
        return new FakeBlob(gunzipSync(blobOf(blob).rawBytes()), null, null);
      } catch {
        throw new Error('Exception: Could not decompress gzip.');
      }
    },
    base64Encode(data: string | number[]): string {
      return bytesOf(data).toString('base64');
    },
    base64EncodeWebSafe(data: string | number[]): string {
      return bytesOf(data).toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
    },
    base64Decode(encoded: string): JavaBytes {
      if (typeof encoded !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(encoded.replace(/\s/g, ''))) {
        throw new Error('Exception: Could not decode string.');
      }
      return toJavaBytes(Buffer.from(encoded, 'base64'));
    },
    base64DecodeWebSafe(encoded: string): JavaBytes {
      return toJavaBytes(Buffer.from(encoded.replace(/-/g, '+').replace(/_/g, '/'), 'base64'));
    },
    computeDigest(algorithm: string, value: string | number[]): JavaBytes {
      const name = DIGESTS[algorithm];
      if (!name) throw new Error('Exception: Invalid argument: algorithm');
      return toJavaBytes(createHash(name).update(bytesOf(value)).digest());
    },
    getUuid(): string {
      return randomUUID();
    },
  };
}
