import type { Writable } from 'node:stream';
import { didYouMean, type FetchLike, FUNCTIONS, redact, SETTING_NAMES, SvError } from '@sv/core';
import { version } from '../package.json';
import { type CommandLine, hasSwitch, parseCommandLine, singleFlag } from './command-line';
import { startEmbeddedSandbox } from './embedded-sandbox';
import { EXIT, type ExitCode, exitCodeOf } from './exit-codes';
import { commandName, functionOfCommand, GLOBAL_FLAGS, rawArguments } from './function-commands';
import { functionHelp, functionList, generalHelp, SERP_CODES_COMMAND, serpCodesHelp } from './help';
import { type HintCache, openHintCache } from './hint-cache/hint-cache';
import { LOGIN_HELP, login, logout, permissionWarning } from './login';
import { escapeControls } from './output/control-escape';
import { chooseFormat } from './output/format';
import { outPath, refuseUnwritable } from './output/out-path';
import { type StreamedTable, streamedTable } from './output/table-lines';
import { type OutputTarget, refuseBinaryOnTerminal, writeTable, writeTo } from './output/write-table';
import { createProgress, type ProgressListener } from './progress';
import type { SecretInput } from './read-secret';
import { collectFunction, streamFunction, type Waiting } from './run-function';
import { configFile, type Env } from './settings/config-file';
import { settingsFrom } from './settings/resolve';
import { UsageError } from './usage-error';

export interface CliIo {
  env: Env;
  stdin: SecretInput;
  stdout: Writable & { isTTY?: boolean };
  stderr: Writable & { isTTY?: boolean; columns?: number };
  fetch: FetchLike;
  /** Time and waits in place of the computer's (tests): see run-function.ts. */
  waiting?: Waiting;
}

/** Runs one sv command line and returns its exit code; everything it shows goes through `io`. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  // Every token sv may hold, so no message it prints can show one.
  const secrets: (string | undefined)[] = [io.env[SETTING_NAMES.token]];
  try {
    await dispatch(parseCommandLine(argv), io, secrets);
    return EXIT.ok;
  } catch (error) {
    if (isClosedPipe(error)) return EXIT.ok;
    // The core words its messages for a terminal (surface 'terminal'): sv login and SV_TOKEN, run the command again.
    // A message may quote the service (an error body, a field name): its control characters are shown, never obeyed.
    io.stderr.write(`${escapeControls(redact(messageOf(error), secrets))}\n`);
    return exitCodeOf(error);
  }
}

async function dispatch(line: CommandLine, io: CliIo, secrets: (string | undefined)[]): Promise<void> {
  const write = (text: string) => io.stdout.write(text);
  switch (line.command?.toLowerCase()) {
    case undefined:
      refuseUnknownFlags(line);
      if (hasSwitch(line, 'version')) write(`sv ${version}\n`);
      else if (hasSwitch(line, 'help')) write(generalHelp());
      else throw new UsageError(`No command given.\n\n${generalHelp()}`);
      return;
    case 'list':
      write(functionList());
      return;
    case 'help':
      write(helpFor(line.positionals[0]));
      return;
    case 'login':
      if (hasSwitch(line, 'help')) write(LOGIN_HELP);
      else await login(line, io, secrets);
      return;
    case 'logout':
      logout(io);
      return;
  }
  await runFunctionCommand(line, io, secrets);
}

/** Flags that mean something before any command: `sv --verison` is told about --version, not "no command". */
function refuseUnknownFlags(line: CommandLine): void {
  const known = [...GLOBAL_FLAGS, 'version'];
  for (const name of line.flags.keys()) {
    if (known.includes(name)) continue;
    throw new UsageError(
      `sv has no flag --${name}.${didYouMean(name, known, (flag) => `--${flag}`)} sv --help lists them.`,
    );
  }
}

function helpFor(command: string | undefined): string {
  if (command === undefined) return generalHelp();
  if (command.toLowerCase() === 'login') return LOGIN_HELP;
  if (command.toLowerCase() === SERP_CODES_COMMAND) return serpCodesHelp();
  return functionHelp(requireFunction(command));
}

/** sv's own commands, beside the functions, for "did you mean". */
const OWN_COMMANDS = ['list', 'help', 'login', 'logout'];

function requireFunction(command: string) {
  const def = functionOfCommand(command);
  if (!def) {
    const near = didYouMean(command, [...FUNCTIONS.map(commandName), ...OWN_COMMANDS]);
    throw new UsageError(`sv has no command "${command}".${near} sv list shows every function.`);
  }
  return def;
}

async function runFunctionCommand(line: CommandLine, io: CliIo, secrets: (string | undefined)[]): Promise<void> {
  const def = requireFunction(line.command as string);
  if (hasSwitch(line, 'help')) {
    io.stdout.write(functionHelp(def));
    return;
  }
  // Everything the command line itself can get wrong is refused before the sandbox starts or a request leaves.
  const rawArgs = rawArguments(def, line);
  const out = outPath(singleFlag(line, 'out'));
  const target: OutputTarget = { format: chooseFormat(singleFlag(line, 'format'), out), out };
  refuseBinaryOnTerminal(target, io.stdout);
  if (out !== undefined) refuseUnwritable(out);
  const sandbox = hasSwitch(line, 'sandbox') ? await startEmbeddedSandbox() : undefined;
  try {
    const settings = sandbox?.settings ?? savedOrEnvironmentSettings(io);
    secrets.push(settings.token);
    // The sandbox's answers (a port of its own each run) never go into the user's cache.
    const hintCache = sandbox ? undefined : keptHints(io);
    const progress = createProgress(io.stderr, `sv ${commandName(def)}`);
    const run = { settings, fetch: io.fetch, progress, today: sandbox?.today, waiting: io.waiting, hintCache };
    let rows: number;
    let notes: readonly string[] = [];
    const { format } = target;
    try {
      if (format === 'xlsx') {
        // A workbook is written whole at the end; CSV and JSON lines go out as the pages arrive.
        const result = await collectFunction(def, rawArgs, run);
        rows = result.table.rows.length;
        notes = result.notes ?? [];
        progress.writing(rows, out ?? 'standard output');
        await writeTable(result, target, io.stdout, def.name);
      } else {
        let streamed: readonly string[] = [];
        const sink = await streamInto(target, io.stdout, format, progress, async (table) => {
          streamed = (await streamFunction(def, rawArgs, run, table)).notes ?? [];
        });
        rows = sink.rowsWritten;
        notes = streamed;
      }
    } finally {
      // The progress line goes before anything else is printed: the summary below, or the error message.
      progress.finish();
    }
    if (out !== undefined && io.stderr.isTTY) {
      io.stderr.write(`${escapeControls(`sv ${commandName(def)}: ${rows.toLocaleString('en-US')} rows in ${out}`)}\n`);
    }
    writeNotes(io.stderr, commandName(def), notes, secrets);
  } finally {
    await sandbox?.close();
  }
}

/** A streamed table written into the target; returns it once complete. */
async function streamInto(
  target: OutputTarget,
  stdout: Writable,
  format: 'csv' | 'jsonl',
  progress: ProgressListener,
  read: (table: StreamedTable) => Promise<void>,
): Promise<StreamedTable> {
  let table: StreamedTable | undefined;
  await writeTo(target, stdout, async (stream) => {
    table = streamedTable(format, stream, (count) => progress.rowsTaken(count));
    await read(table);
    table.finish();
  });
  return table as StreamedTable;
}

/**
 * What the user should know beside the complete table (a count that disagrees with the pages), on stderr once the
 * table is written, one line each, named as a note so it does not read as an error; the exit code stays 0. Printed
 * whether stderr is a terminal or a log, as any message; the output itself never holds it.
 */
function writeNotes(
  stderr: CliIo['stderr'],
  command: string,
  notes: readonly string[],
  secrets: readonly (string | undefined)[],
): void {
  for (const note of notes) stderr.write(`${escapeControls(`sv ${command}: note: ${redact(note, secrets)}`)}\n`);
}

function savedOrEnvironmentSettings(io: CliIo) {
  const { settings, tokenFromFile, warnings } = settingsFrom(io.env);
  const readable = tokenFromFile ? permissionWarning(io.env, configFile(io.env)) : undefined;
  for (const warning of readable === undefined ? warnings : [...warnings, readable]) {
    io.stderr.write(`${escapeControls(warning)}\n`);
  }
  return settings;
}

/** The campaign counts kept across runs; a file sv may not trust is named, once, before the progress line. */
function keptHints(io: CliIo): HintCache | undefined {
  const { cache, warning } = openHintCache(io.env, io.waiting?.now ?? Date.now);
  if (warning !== undefined) io.stderr.write(`${escapeControls(warning)}\n`);
  return cache;
}

function messageOf(error: unknown): string {
  if (error instanceof SvError) return error.message;
  const detail = error instanceof Error ? error.message : String(error);
  return `Unexpected problem in sv: ${detail}. Please report it with the command you used.`;
}

/** `sv … | head` closes the pipe early: what was read is what was wanted. */
function isClosedPipe(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'EPIPE';
}
