/** Reads the report's A1 addresses (`BG12`, `AS12:AU43`) back into row and column numbers. */
export function columnNumber(letters: string): number {
  return [...letters].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0);
}

export function cellPosition(address: string): { row: number; column: number } {
  const match = /^([A-Z]+)(\d+)$/.exec(address);
  if (!match) throw new Error(`Not a cell address: ${address}`);
  return { row: Number(match[2]), column: columnNumber(match[1] ?? '') };
}

/** The last cell of a range (or the cell itself). */
export function rangeEnd(range: string): { row: number; column: number } {
  return cellPosition(range.split(':').pop() ?? range);
}
