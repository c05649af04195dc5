/**
 * Finds the `SV_` calls in a cell formula and reads their arguments as far as a menu action can evaluate them without
 * Sheets: literals, references to cells or ranges, and text joined with `&` from those (a report's
 * `"columns=ranking_data."&$B$7&".rank"`). Anything else (nested functions, arithmetic, named ranges) is reported as
 * `complex`, so the caller can say which formula it could not load ahead.
 */
export type SimpleExpression =
  | { kind: 'literal'; value: string | number | boolean }
  | { kind: 'reference'; sheet?: string; a1: string };

export type ArgumentExpression =
  | { kind: 'empty' }
  | SimpleExpression
  | { kind: 'concat'; parts: SimpleExpression[] }
  | { kind: 'complex'; text: string };

export interface FormulaCall {
  /** The registry name: `KEYWORDS` for `SV_KEYWORDS`. */
  name: string;
  args: ArgumentExpression[];
}

type Token =
  | { type: 'string'; value: string; start: number; end: number }
  | { type: 'number'; value: number; start: number; end: number }
  | { type: 'boolean'; value: boolean; start: number; end: number }
  | { type: 'reference'; sheet?: string; a1: string; start: number; end: number }
  | { type: 'name'; text: string; start: number; end: number }
  | { type: 'punctuation'; text: string; start: number; end: number }
  | { type: 'operator'; text: string; start: number; end: number };

const CELL = String.raw`\$?[A-Za-z]{1,3}\$?\d+`;
const COLUMN = String.raw`\$?[A-Za-z]{1,3}`;
const AREA = `(?:${CELL}(?::(?:${CELL}|${COLUMN}))?|${COLUMN}:${COLUMN})`;

const PATTERNS = {
  space: /\s+/y,
  string: /"((?:[^"]|"")*)"/y,
  quotedSheetReference: new RegExp(`'((?:[^']|'')+)'!(${AREA})`, 'y'),
  sheetReference: new RegExp(`([A-Za-z_][A-Za-z0-9_.]*)!(${AREA})`, 'y'),
  reference: new RegExp(AREA, 'y'),
  number: /(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?%?/y,
  name: /[A-Za-z_][A-Za-z0-9_.]*/y,
};

function matchAt(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

/** A reference must not run on into a longer name or a call: `LOG10(` is a function, not cell LOG10. */
function endsCleanly(text: string, end: number): boolean {
  return !/^\s*\(|^[A-Za-z0-9_.!]/.test(text.slice(end));
}

function tokenize(formula: string): Token[] {
  const tokens: Token[] = [];
  let at = formula.startsWith('=') ? 1 : 0;
  while (at < formula.length) {
    const start = at;
    const space = matchAt(PATTERNS.space, formula, at);
    if (space) {
      at += space[0].length;
      continue;
    }
    const string = matchAt(PATTERNS.string, formula, at);
    if (string) {
      at += string[0].length;
      tokens.push({ type: 'string', value: (string[1] ?? '').replace(/""/g, '"'), start, end: at });
      continue;
    }
    const quoted = matchAt(PATTERNS.quotedSheetReference, formula, at);
    const sheetRef = quoted ?? matchAt(PATTERNS.sheetReference, formula, at);
    if (sheetRef && endsCleanly(formula, at + sheetRef[0].length)) {
      at += sheetRef[0].length;
      const sheet = quoted ? (sheetRef[1] ?? '').replace(/''/g, "'") : (sheetRef[1] ?? '');
      tokens.push({ type: 'reference', sheet, a1: sheetRef[2] ?? '', start, end: at });
      continue;
    }
    const number = matchAt(PATTERNS.number, formula, at);
    if (number) {
      at += number[0].length;
      const percent = number[0].endsWith('%');
      const value = Number(percent ? number[0].slice(0, -1) : number[0]);
      tokens.push({ type: 'number', value: percent ? value / 100 : value, start, end: at });
      continue;
    }
    const reference = matchAt(PATTERNS.reference, formula, at);
    if (reference && endsCleanly(formula, at + reference[0].length)) {
      at += reference[0].length;
      tokens.push({ type: 'reference', a1: reference[0], start, end: at });
      continue;
    }
    const name = matchAt(PATTERNS.name, formula, at);
    if (name) {
      at += name[0].length;
      const upper = name[0].toUpperCase();
      if ((upper === 'TRUE' || upper === 'FALSE') && !/^\s*\(/.test(formula.slice(at))) {
        tokens.push({ type: 'boolean', value: upper === 'TRUE', start, end: at });
      } else {
        tokens.push({ type: 'name', text: name[0], start, end: at });
      }
      continue;
    }
    const char = formula.charAt(at);
    at += 1;
    const type = '(),;{}'.includes(char) ? 'punctuation' : 'operator';
    tokens.push({ type, text: char, start, end: at });
  }
  return tokens;
}

function isPunctuation(token: Token | undefined, text: string): boolean {
  return token !== undefined && token.type === 'punctuation' && token.text === text;
}

function simple(token: Token): SimpleExpression | null {
  if (token.type === 'string' || token.type === 'number' || token.type === 'boolean') {
    return { kind: 'literal', value: token.value };
  }
  if (token.type === 'reference') {
    return token.sheet === undefined
      ? { kind: 'reference', a1: token.a1 }
      : { kind: 'reference', sheet: token.sheet, a1: token.a1 };
  }
  return null;
}

/** `a & b & c` of literals and references, or null. */
function concatenation(tokens: Token[]): SimpleExpression[] | null {
  if (tokens.length < 3 || tokens.length % 2 === 0) return null;
  const parts: SimpleExpression[] = [];
  for (const [index, token] of tokens.entries()) {
    if (index % 2 === 1) {
      if (token.type !== 'operator' || token.text !== '&') return null;
      continue;
    }
    const part = simple(token);
    if (!part) return null;
    parts.push(part);
  }
  return parts;
}

function classify(tokens: Token[], formula: string): ArgumentExpression {
  const [first, second] = tokens;
  if (!first) return { kind: 'empty' };
  if (tokens.length === 1) {
    const single = simple(first);
    if (single) return single;
  }
  if (tokens.length === 2 && first.type === 'operator' && second?.type === 'number') {
    if (first.text === '-') return { kind: 'literal', value: -second.value };
    if (first.text === '+') return { kind: 'literal', value: second.value };
  }
  const parts = concatenation(tokens);
  if (parts) return { kind: 'concat', parts };
  const last = tokens[tokens.length - 1] as Token;
  return { kind: 'complex', text: formula.slice(first.start, last.end).trim() };
}

/** Every `SV_` call in the formula, nested ones included, in the order they appear. */
export function findCalls(formula: string): FormulaCall[] {
  const tokens = tokenize(formula);
  const calls: FormulaCall[] = [];
  tokens.forEach((token, index) => {
    if (token.type !== 'name' || !/^SV_[A-Za-z0-9_]+$/i.test(token.text)) return;
    if (!isPunctuation(tokens[index + 1], '(')) return;
    const args: Token[][] = [[]];
    let depth = 0;
    for (let at = index + 2; at < tokens.length; at++) {
      const current = tokens[at] as Token;
      if (current.type === 'punctuation') {
        if (current.text === '(' || current.text === '{') depth += 1;
        if (current.text === ')' || current.text === '}') {
          if (depth === 0) {
            const hasNoArguments = args.length === 1 && args[0]?.length === 0;
            calls.push({
              name: token.text.slice(3).toUpperCase(),
              args: hasNoArguments ? [] : args.map((arg) => classify(arg, formula)),
            });
            return;
          }
          depth -= 1;
        }
        if ((current.text === ',' || current.text === ';') && depth === 0) {
          args.push([]);
          continue;
        }
      }
      args[args.length - 1]?.push(current);
    }
  });
  return calls;
}
