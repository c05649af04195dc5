import { UsageError } from './usage-error';

export interface SecretInput extends NodeJS.EventEmitter {
  isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
  setEncoding?(encoding: BufferEncoding): unknown;
  resume(): unknown;
  pause(): unknown;
}

const CTRL_C = '\u0003';
const CTRL_D = '\u0004';
const BACKSPACE = new Set(['\u007f', '\b']);

/**
 * The token, from standard input: typed at a prompt that shows nothing (on a terminal), or the first line piped in
 * (`sv login < token.txt`, a secret store's output). Never from the command line, where other users can see it.
 */
export async function readSecret(input: SecretInput, prompt: (text: string) => void): Promise<string> {
  const secret = input.isTTY ? await typed(input, prompt) : firstLine(await piped(input));
  if (secret.trim() === '') throw new UsageError('No token was given. Paste the token from your profile settings.');
  return secret.trim();
}

function firstLine(text: string): string {
  return text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
}

function piped(input: SecretInput): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    input.setEncoding?.('utf8');
    input.on('data', (chunk: string | Buffer) => {
      text += chunk.toString();
    });
    input.once('end', () => resolve(text));
    input.once('error', reject);
    input.resume();
  });
}

function typed(input: SecretInput, prompt: (text: string) => void): Promise<string> {
  prompt('API token (typing is not shown): ');
  input.setRawMode?.(true);
  input.setEncoding?.('utf8');
  return new Promise((resolve, reject) => {
    let secret = '';
    const done = (outcome: () => void) => {
      input.off('data', onData);
      input.setRawMode?.(false);
      input.pause();
      prompt('\n');
      outcome();
    };
    const onData = (chunk: string | Buffer) => {
      for (const character of chunk.toString()) {
        if (character === '\r' || character === '\n' || character === CTRL_D) return done(() => resolve(secret));
        if (character === CTRL_C) return done(() => reject(new UsageError('Cancelled; nothing was saved.')));
        if (BACKSPACE.has(character)) secret = secret.slice(0, -1);
        else secret += character;
      }
    };
    input.on('data', onData);
    input.resume();
  });
}
