import { asNumber, elementwise, FUNCTIONS } from './formula-functions';
import { type Node, parseFormula } from './formula-parser';
import {
  isError,
  isRange,
  type Matrix,
  type RangeValue,
  type Scalar,
  SheetError,
  toScalar,
  type Value,
} from './sheet-values';

const key = (row: number, column: number) => `${row},${column}`;

/**
 * The report's sheet as the preview calculates it: values written (parameters, labels, the SV. answers spilled from
 * their anchors) and formulas evaluated on demand, each once, in whatever order they refer to one another.
 */
export class PreviewSheet {
  private readonly written = new Map<string, Scalar>();
  private readonly formulas = new Map<string, Node>();
  private readonly calculated = new Map<string, Scalar>();
  private readonly calculating = new Set<string>();
  /**
   * The cells of each rectangle read so far, by its corners: the report's figures read the same whole columns
   * hundreds of times, and reading them cell by cell each time made a report's calculation take seconds.
   */
  private readonly rectangles = new Map<string, Matrix>();
  /** How many reads met a circular reference: a rectangle read while one was met is not kept (its #REF! is not its). */
  private circularReads = 0;
  /** The last row holding anything: where a whole-column reference ends. */
  private lastRow = 0;

  setValue(row: number, column: number, value: Scalar): void {
    // Anything written may change what a formula computes: calculations start again from the new contents.
    this.calculated.clear();
    this.rectangles.clear();
    this.formulas.delete(key(row, column));
    this.written.set(key(row, column), value);
    this.lastRow = Math.max(this.lastRow, row);
  }

  /** A formula that cannot be read shows #NAME? with the reason, as an unknown function does in a spreadsheet. */
  setFormula(row: number, column: number, text: string): void {
    this.calculated.clear();
    this.rectangles.clear();
    this.written.delete(key(row, column));
    try {
      this.formulas.set(key(row, column), parseFormula(text));
    } catch (error) {
      this.written.set(
        key(row, column),
        new SheetError('#NAME?', error instanceof Error ? error.message : String(error)),
      );
    }
    this.lastRow = Math.max(this.lastRow, row);
  }

  /** A table's answer from its anchor down and to the right. */
  spill(row: number, column: number, grid: readonly (readonly Scalar[])[]): void {
    grid.forEach((cells, r) => {
      cells.forEach((cell, c) => {
        this.setValue(row + r, column + c, cell);
      });
    });
  }

  value(row: number, column: number): Scalar {
    const at = key(row, column);
    if (this.written.has(at)) return this.written.get(at) ?? null;
    if (this.calculated.has(at)) return this.calculated.get(at) ?? null;
    const formula = this.formulas.get(at);
    if (!formula) return null;
    if (this.calculating.has(at)) {
      this.circularReads += 1;
      return new SheetError('#REF!', 'circular reference');
    }
    this.calculating.add(at);
    let result: Scalar;
    try {
      // A formula that ends on a blank cell shows 0 in Excel (=M13 of an empty M13), never a blank.
      result = toScalar(this.evaluate(formula)) ?? 0;
    } catch (error) {
      result = new SheetError('#VALUE!', error instanceof Error ? error.message : String(error));
    } finally {
      this.calculating.delete(at);
    }
    this.calculated.set(at, result);
    return result;
  }

  range(top: number, left: number, rows: number, columns: number): RangeValue {
    const at = (r: number, c: number) => this.value(top + r, left + c);
    return { kind: 'range', top, left, rows, columns, at, cells: () => this.cells(top, left, rows, columns) };
  }

  private cells(top: number, left: number, rows: number, columns: number): Matrix {
    const corners = `${top},${left},${rows},${columns}`;
    const kept = this.rectangles.get(corners);
    if (kept) return kept;
    const circularBefore = this.circularReads;
    const matrix = Array.from({ length: rows }, (_, r) =>
      Array.from({ length: columns }, (_, c) => this.value(top + r, left + c)),
    );
    if (this.circularReads === circularBefore) this.rectangles.set(corners, matrix);
    return matrix;
  }

  /** The range operator: the rectangle spanning two references. */
  private join(a: Value, b: Value): Value {
    if (!isRange(a) || !isRange(b))
      return isError(a) ? a : isError(b) ? b : new SheetError('#VALUE!', ': needs references');
    const top = Math.min(a.top, b.top);
    const left = Math.min(a.left, b.left);
    const bottom = Math.max(a.top + a.rows, b.top + b.rows) - 1;
    const right = Math.max(a.left + a.columns, b.left + b.columns) - 1;
    return this.range(top, left, bottom - top + 1, right - left + 1);
  }

  private evaluate(node: Node): Value {
    switch (node.kind) {
      case 'number':
      case 'text':
      case 'boolean':
        return node.value;
      case 'ref': {
        const bottom = node.bottom ?? Math.max(this.lastRow, node.top);
        return this.range(node.top, node.left, bottom - node.top + 1, node.right - node.left + 1);
      }
      case 'unary':
        return elementwise([this.evaluate(node.operand)], ([value]) => {
          const number = asNumber(value ?? null);
          return isError(number) ? number : -number;
        });
      case 'binary':
        if (node.operator === ':') return this.join(this.evaluate(node.left), this.evaluate(node.right));
        return elementwise([this.evaluate(node.left), this.evaluate(node.right)], ([a, b]) =>
          operate(node.operator, a ?? null, b ?? null),
        );
      case 'call': {
        const run = FUNCTIONS[node.name];
        if (!run) return new SheetError('#NAME?', `${node.name} is not calculated in the preview`);
        return run(node.args.map((arg) => this.evaluate(arg)));
      }
    }
  }
}

const COMPARISONS: ReadonlySet<string> = new Set(['=', '<>', '<', '>', '<=', '>=']);

function operate(operator: string, a: Scalar, b: Scalar): Scalar {
  if (isError(a)) return a;
  if (isError(b)) return b;
  if (operator === '&') return display(a) + display(b);
  if (COMPARISONS.has(operator)) return compare(operator, a, b);
  const x = asNumber(a);
  const y = asNumber(b);
  if (isError(x)) return x;
  if (isError(y)) return y;
  switch (operator) {
    case '+':
      return x + y;
    case '-':
      return x - y;
    case '*':
      return x * y;
    default:
      return y === 0 ? new SheetError('#DIV/0!') : x / y;
  }
}

/** Text as `&` joins it: numbers in full, TRUE and FALSE in capitals, blank as nothing. */
function display(value: Scalar): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}

/** Where a value sorts among the kinds: numbers, then text, then TRUE/FALSE. */
const rank = (value: Scalar) => (typeof value === 'number' ? 0 : typeof value === 'string' ? 1 : 2);

/** Spreadsheet order: numbers before text before TRUE/FALSE; text without case; blank is 0 or "". */
function compare(operator: string, a: Scalar, b: Scalar): boolean {
  const left = a === null ? (typeof b === 'string' ? '' : typeof b === 'boolean' ? false : 0) : a;
  const right = b === null ? (typeof left === 'string' ? '' : typeof left === 'boolean' ? false : 0) : b;
  let order = rank(left) - rank(right);
  // Identical values are equal: text is lowered only to compare two different texts.
  if (order === 0 && left !== right) {
    const x = typeof left === 'string' ? left.toLowerCase() : Number(left);
    const y = typeof right === 'string' ? right.toLowerCase() : Number(right);
    order = x < y ? -1 : x > y ? 1 : 0;
  }
  switch (operator) {
    case '=':
      return order === 0;
    case '<>':
      return order !== 0;
    case '<':
      return order < 0;
    case '>':
      return order > 0;
    case '<=':
      return order <= 0;
    default:
      return order >= 0;
  }
}
