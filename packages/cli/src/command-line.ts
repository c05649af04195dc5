import { didYouMean, ownEntry } from '@sv/core';
import { UsageError } from './usage-error';

/** The words of a command line: the command, its positional arguments, and `--name value` flags by name. */
export interface CommandLine {
  command: string | undefined;
  positionals: string[];
  /** Flag name (lower case, `-` for `_`) to every value given, in order; a switch has the value `true`. */
  flags: Map<string, string[]>;
}

/** Flags that take no value. Every other flag takes one: `--name value` or `--name=value`. */
const SWITCHES = new Set(['sandbox', 'help', 'version']);
const SHORT: Readonly<Record<string, string>> = { '-h': 'help', '-o': 'out', '-f': 'format' };

export function flagName(word: string): string {
  return word.toLowerCase().replace(/_/g, '-');
}

/**
 * Splits argv. A word that starts with `-` and a digit is a value (group id -1, a negative number), and everything
 * after `--` is positional.
 */
export function parseCommandLine(argv: readonly string[]): CommandLine {
  const words: string[] = [];
  const flags = new Map<string, string[]>();
  const add = (name: string, value: string) => flags.set(name, [...(flags.get(name) ?? []), value]);
  for (let index = 0; index < argv.length; index += 1) {
    const word = argv[index] as string;
    if (word === '--') {
      words.push(...argv.slice(index + 1));
      break;
    }
    const short = ownEntry(SHORT, word);
    const isFlag = short !== undefined || /^--[^-\d]/.test(word);
    if (!isFlag) {
      words.push(word);
      continue;
    }
    const equals = word.indexOf('=');
    const name = short ?? flagName(equals > 0 ? word.slice(2, equals) : word.slice(2));
    if (name === 'token') {
      throw new UsageError(
        'sv never takes the API token on the command line, where other users of this computer can see it: set SV_TOKEN in the environment or run `sv login`.',
      );
    }
    if (equals > 0 && short === undefined) {
      add(name, word.slice(equals + 1));
    } else if (SWITCHES.has(name)) {
      add(name, 'true');
    } else {
      const value = argv[index + 1];
      if (value === undefined) throw missingValue(name);
      add(name, value);
      index += 1;
    }
  }
  const [command, ...positionals] = words;
  return { command, positionals, flags };
}

/** A flag last on the line without its value; one near a switch (`--verison`) was meant to be that switch. */
function missingValue(name: string): UsageError {
  const near = didYouMean(name, [...SWITCHES], (flag) => `--${flag}`);
  return new UsageError(near ? `sv has no flag --${name}.${near}` : `--${name} needs a value: --${name} VALUE.`);
}

/** The one value of a flag, refusing it given twice. */
export function singleFlag(line: CommandLine, name: string): string | undefined {
  const values = line.flags.get(name);
  if (values === undefined) return undefined;
  if (values.length > 1) throw new UsageError(`--${name} is given ${values.length} times; give it once.`);
  return values[0];
}

export function hasSwitch(line: CommandLine, name: string): boolean {
  return line.flags.has(name);
}
