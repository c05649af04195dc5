import {
  flatValues,
  isError,
  isRange,
  type Matrix,
  type RangeValue,
  type Scalar,
  SheetError,
  toMatrix,
  toScalar,
  type Value,
} from './sheet-values';

/**
 * The spreadsheet functions the report's formulas use, with Excel's rules where they matter to a figure: criteria
 * text (">=4", "<"&depth) compares numbers with numbers and text without case, SMALL and LARGE skip text and
 * TRUE/FALSE, approximate MATCH finds the last number not above the one sought, IF, IFERROR and ISERROR work cell by
 * cell over arrays. The empty text "" a formula or an SV. answer holds is text, never a blank: arithmetic on it is
 * #VALUE! and the counting functions skip it, as in Excel.
 */
export type SheetFunction = (args: Value[]) => Value;

const numbersOf = (values: readonly Scalar[]) => values.filter((value): value is number => typeof value === 'number');

function firstError(values: readonly Scalar[]): SheetError | undefined {
  return values.find(isError) as SheetError | undefined;
}

/** A value in arithmetic: blank is 0, but text is never a number Excel makes up, the empty text "" included. */
function asNumber(value: Scalar): number | SheetError {
  if (typeof value === 'number') return value;
  if (value === null) return 0;
  if (value === '') return new SheetError('#VALUE!', 'empty text is not a number');
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (isError(value)) return value;
  const number = Number(value);
  return Number.isFinite(number) ? number : new SheetError('#VALUE!', `"${value}" is not a number`);
}

/** A criterion of COUNTIFS/SUMIFS as a test of one cell. */
function criterion(value: Scalar): (cell: Scalar) => boolean {
  if (typeof value === 'number' || typeof value === 'boolean') return (cell) => cell === value;
  const text = value === null || isError(value) ? '' : value;
  const match = /^(<=|>=|<>|<|>|=)?(.*)$/s.exec(text);
  const operator = match?.[1] ?? '=';
  const operand = match?.[2] ?? '';
  const number = operand.trim() === '' ? Number.NaN : Number(operand);
  if (Number.isFinite(number)) {
    return (cell) => {
      if (typeof cell !== 'number') return operator === '<>';
      return compareNumbers(cell, number, operator);
    };
  }
  const lower = operand.toLowerCase();
  return (cell) => {
    const cellText = typeof cell === 'string' ? cell.toLowerCase() : cell === null ? '' : null;
    const equal = cellText === lower;
    return operator === '<>' ? !equal : operator === '=' ? equal : false;
  };
}

function compareNumbers(a: number, b: number, operator: string): boolean {
  switch (operator) {
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    case '>=':
      return a >= b;
    case '<>':
      return a !== b;
    default:
      return a === b;
  }
}

/** The cells of every (range, criterion) pair that meet all criteria, by their position in the ranges. */
function matchingPositions(pairs: Value[]): boolean[] | SheetError {
  let matches: boolean[] | null = null;
  for (let index = 0; index + 1 < pairs.length; index += 2) {
    const cells = flatValues(pairs[index] as Value);
    // A criterion that is an error ("<"&B9 while B9 failed) makes the count that error, as in Excel.
    const wanted = toScalar(pairs[index + 1] as Value);
    if (isError(wanted)) return wanted;
    const test = criterion(wanted);
    if (matches && matches.length !== cells.length) return new SheetError('#VALUE!', 'ranges of different sizes');
    const previous: boolean[] | null = matches;
    matches = cells.map((cell, position) => (previous ? (previous[position] ?? false) : true) && test(cell));
  }
  return matches ?? [];
}

function kth(args: Value[], pick: 'small' | 'large'): Value {
  const values = flatValues(args[0] ?? null);
  const error = firstError(values);
  if (error) return error;
  const k = asNumber(toScalar(args[1] ?? null));
  if (isError(k)) return k;
  const sorted = numbersOf(values).sort((a, b) => (pick === 'small' ? a - b : b - a));
  const found = sorted[Math.ceil(k) - 1];
  return found === undefined || k < 1
    ? new SheetError('#NUM!', `no ${pick === 'small' ? 'smallest' : 'largest'} value ${k}`)
    : found;
}

/** Applies `apply` cell by cell when any argument is an array; a scalar argument meets every cell. */
export function elementwise(args: Value[], apply: (values: Scalar[]) => Scalar): Value {
  // A single cell (a reference such as C52, or a 1 x 1 array) meets every cell of the other side, as in Excel.
  const single = (arg: Value) =>
    isRange(arg) ? arg.rows === 1 && arg.columns === 1 : Array.isArray(arg) && arg.length === 1 && arg[0]?.length === 1;
  const matrices = args.map((arg) => ((Array.isArray(arg) || isRange(arg)) && !single(arg) ? toMatrix(arg) : null));
  const shape = matrices.find((matrix) => matrix !== null);
  if (!shape) return apply(args.map((arg) => toScalar(arg)));
  // A single cell's value is read once, when first needed, not again for every cell of the other side: a figure
  // comparing a whole column with one cell read that cell thousands of times.
  const scalars = new Map<number, Scalar>();
  const scalarOf = (i: number): Scalar => {
    if (!scalars.has(i)) scalars.set(i, toScalar(args[i] ?? null));
    return scalars.get(i) ?? null;
  };
  return shape.map((row, r) =>
    row.map((_, c) => apply(args.map((_arg, i) => (matrices[i] ? (matrices[i]?.[r]?.[c] ?? null) : scalarOf(i))))),
  );
}

function index(args: Value[]): Value {
  const source = args[0] ?? null;
  const row = asNumber(toScalar(args[1] ?? null));
  const column = args.length > 2 ? asNumber(toScalar(args[2] ?? null)) : 1;
  if (isError(row)) return row;
  if (isError(column)) return column;
  const matrix: Matrix | null = isRange(source) ? null : toMatrix(source);
  const rows = isRange(source) ? source.rows : (matrix?.length ?? 0);
  const columns = isRange(source) ? source.columns : (matrix?.[0]?.length ?? 0);
  // A single row indexed by one number reads along the row, as in Excel.
  const [r, c] = rows === 1 && args.length === 2 ? [1, row] : [row, column];
  if (r < 1 || c < 1 || r > rows || c > columns) return new SheetError('#REF!', 'INDEX outside the range');
  // Over a reference INDEX gives a reference (so `A1:INDEX(...)` is a range), read as its value elsewhere.
  if (isRange(source)) {
    const [top, left] = [source.top + r - 1, source.left + c - 1];
    return { kind: 'range', top, left, rows: 1, columns: 1, at: () => source.at(r - 1, c - 1) };
  }
  return matrix?.[r - 1]?.[c - 1] ?? null;
}

function match(args: Value[]): Value {
  const sought = toScalar(args[0] ?? null);
  const cells = flatValues(args[1] ?? null);
  const type = args.length > 2 ? toScalar(args[2] ?? null) : 1;
  if (type === 0) {
    const position = cells.findIndex((cell) =>
      typeof cell === 'string' && typeof sought === 'string'
        ? cell.toLowerCase() === sought.toLowerCase()
        : cell === sought,
    );
    return position < 0 ? new SheetError('#N/A', 'no match') : position + 1;
  }
  let found = -1;
  cells.forEach((cell, position) => {
    if (typeof cell === 'number' && typeof sought === 'number' && cell <= sought) found = position;
  });
  return found < 0 ? new SheetError('#N/A', 'no match') : found + 1;
}

function rowsOf(args: Value[]): Value {
  const source = args[0];
  if (!source || !isRange(source)) return new SheetError('#VALUE!', 'ROW needs a reference');
  if (source.rows === 1) return source.top;
  return Array.from({ length: source.rows }, (_, r) => [source.top + r]);
}

/** A condition as IF reads it: numbers by zero, text only as TRUE or FALSE (any other text, "" too, is #VALUE!). */
function truthOf(test: Scalar): boolean | SheetError {
  if (isError(test)) return test;
  if (typeof test === 'string') {
    const upper = test.toUpperCase();
    if (upper === 'TRUE' || upper === 'FALSE') return upper === 'TRUE';
    return new SheetError('#VALUE!', `"${test}" is not TRUE or FALSE`);
  }
  return Boolean(test);
}

function sumOf(values: readonly Scalar[]): Scalar {
  const error = firstError(values);
  return error ?? numbersOf(values).reduce((total, value) => total + value, 0);
}

export const FUNCTIONS: Readonly<Record<string, SheetFunction>> = {
  COUNT: (args) => args.flatMap(flatValues).filter((value) => typeof value === 'number').length,
  COUNTIF: (args) => {
    const matches = matchingPositions(args);
    return isError(matches) ? matches : matches.filter(Boolean).length;
  },
  COUNTIFS: (args) => {
    const matches = matchingPositions(args);
    return isError(matches) ? matches : matches.filter(Boolean).length;
  },
  SUM: (args) => sumOf(args.flatMap(flatValues)),
  SUMIFS: (args) => {
    const matches = matchingPositions(args.slice(1));
    if (isError(matches)) return matches;
    const values = flatValues(args[0] ?? null);
    return sumOf(values.filter((_, position) => matches[position]));
  },
  MAX: (args) => {
    const values = args.flatMap(flatValues);
    const error = firstError(values);
    const numbers = numbersOf(values);
    return error ?? (numbers.length ? Math.max(...numbers) : 0);
  },
  SMALL: (args) => kth(args, 'small'),
  LARGE: (args) => kth(args, 'large'),
  INDEX: index,
  MATCH: match,
  ROW: rowsOf,
  IF: (args) =>
    elementwise([args[0] ?? null, args[1] ?? null, args.length > 2 ? (args[2] ?? null) : false], ([test, yes, no]) => {
      const truth = truthOf(test ?? null);
      if (isError(truth)) return truth;
      return truth ? (yes ?? null) : (no ?? null);
    }),
  ISERROR: (args) => elementwise([args[0] ?? null], ([value]) => isError(value)),
  IFERROR: (args) =>
    elementwise([args[0] ?? null, args[1] ?? null], ([value, fallback]) =>
      isError(value) ? (fallback ?? null) : (value ?? null),
    ),
};

export { asNumber, type RangeValue };
