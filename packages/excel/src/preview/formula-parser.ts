/**
 * Reads the spreadsheet formulas a report writes (the aggregations over its SV. tables) into a tree the preview
 * evaluates: numbers, text, TRUE/FALSE, cell and range references (A1, $B$4, L12:N40, whole columns $P:$P), the
 * operators : & + - * / = <> < > <= >=, unary minus and function calls. Anything else is refused with the position.
 */
export type Node =
  | { kind: 'number'; value: number }
  | { kind: 'text'; value: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'ref'; top: number; left: number; bottom: number | null; right: number }
  | { kind: 'unary'; operand: Node }
  | { kind: 'binary'; operator: string; left: Node; right: Node }
  | { kind: 'call'; name: string; args: Node[] };

type Token =
  | { type: 'number'; value: number }
  | { type: 'text'; value: string }
  | { type: 'name'; value: string }
  | { type: 'ref'; value: string }
  | { type: 'op'; value: string };

const TOKEN =
  /\s*(?:(\d+(?:\.\d+)?(?:E[+-]?\d+)?)|"((?:[^"]|"")*)"|(\$?[A-Z]{1,3}\$?\d+(?::\$?[A-Z]{1,3}\$?\d+)?|\$?[A-Z]{1,3}:\$?[A-Z]{1,3})(?![A-Z0-9_(.])|([A-Z][A-Z0-9_.]*)|(<>|<=|>=|[-+*/&=<>(),:]))/iy;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (!match) throw new Error(`Cannot read the formula ${text} at character ${at + 1}.`);
    if (match[1] !== undefined) tokens.push({ type: 'number', value: Number(match[1]) });
    else if (match[2] !== undefined) tokens.push({ type: 'text', value: match[2].replace(/""/g, '"') });
    else if (match[3] !== undefined) tokens.push({ type: 'ref', value: match[3].toUpperCase() });
    else if (match[4] !== undefined) tokens.push({ type: 'name', value: match[4].toUpperCase() });
    else tokens.push({ type: 'op', value: match[5] as string });
  }
  return tokens;
}

function columnNumber(letters: string): number {
  let number = 0;
  for (const letter of letters) number = number * 26 + (letter.charCodeAt(0) - 64);
  return number;
}

function reference(text: string): Node {
  const [start = '', end = start] = text.replace(/\$/g, '').split(':');
  const cell = /^([A-Z]+)(\d*)$/;
  const first = cell.exec(start);
  const last = cell.exec(end);
  if (!first || !last) throw new Error(`${text} is not a reference.`);
  const wholeColumn = first[2] === '';
  return {
    kind: 'ref',
    left: columnNumber(first[1] as string),
    right: columnNumber(last[1] as string),
    top: wholeColumn ? 1 : Number(first[2]),
    bottom: wholeColumn ? null : Number(last[2]),
  };
}

/** Lowest to highest precedence, as spreadsheets bind them. */
const LEVELS = [['=', '<>', '<', '>', '<=', '>='], ['&'], ['+', '-'], ['*', '/']];

export function parseFormula(text: string): Node {
  if (!text.startsWith('=')) throw new Error(`${text} is not a formula.`);
  const tokens = tokenize(text.slice(1));
  let position = 0;
  const peek = () => tokens[position];
  const isOp = (value: string) => {
    const token = peek();
    return token?.type === 'op' && token.value === value;
  };
  const expect = (value: string) => {
    if (!isOp(value)) throw new Error(`Expected ${value} in ${text}.`);
    position += 1;
  };

  const level = (index: number): Node => {
    const operators = LEVELS[index];
    if (!operators) return unary();
    let left = level(index + 1);
    for (;;) {
      const token = peek();
      if (token?.type !== 'op' || !operators.includes(token.value)) return left;
      position += 1;
      left = { kind: 'binary', operator: token.value, left, right: level(index + 1) };
    }
  };
  const unary = (): Node => {
    if (isOp('-')) {
      position += 1;
      return { kind: 'unary', operand: unary() };
    }
    if (isOp('+')) {
      position += 1;
      return unary();
    }
    return rangeOf();
  };
  // `$V$13:INDEX($V:$V,n)`: the range operator joins two references, binding tighter than any other.
  const rangeOf = (): Node => {
    let left = primary();
    while (isOp(':')) {
      position += 1;
      left = { kind: 'binary', operator: ':', left, right: primary() };
    }
    return left;
  };
  const primary = (): Node => {
    const token = peek();
    position += 1;
    if (!token) throw new Error(`${text} ends too early.`);
    switch (token.type) {
      case 'number':
        return { kind: 'number', value: token.value };
      case 'text':
        return { kind: 'text', value: token.value };
      case 'ref':
        return reference(token.value);
      case 'name': {
        if (!isOp('(')) {
          if (token.value === 'TRUE' || token.value === 'FALSE')
            return { kind: 'boolean', value: token.value === 'TRUE' };
          throw new Error(`${token.value} in ${text} is neither a function nor a reference.`);
        }
        position += 1;
        const args: Node[] = [];
        if (!isOp(')')) {
          for (;;) {
            args.push(level(0));
            if (!isOp(',')) break;
            position += 1;
          }
        }
        expect(')');
        return { kind: 'call', name: token.value, args };
      }
      case 'op':
        if (token.value === '(') {
          const inner = level(0);
          expect(')');
          return inner;
        }
        throw new Error(`Unexpected ${token.value} in ${text}.`);
    }
  };

  const tree = level(0);
  if (position !== tokens.length) throw new Error(`Cannot read the end of ${text}.`);
  return tree;
}
