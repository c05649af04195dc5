import { SvError } from '@sv/core';

/** The two Excel error values that carry a message to the cell's error indicator. */
export type ExcelErrorCode = '#VALUE!' | '#N/A';

/** What a custom function throws outside Excel (preview mode), shaped like `CustomFunctions.Error`. */
export class PreviewExcelError extends Error {
  constructor(
    readonly code: ExcelErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PreviewExcelError';
  }
}

/** `#N/A` when the thing asked for does not exist; `#VALUE!` for everything else (input, settings, token, access). */
export function excelCodeFor(error: unknown): ExcelErrorCode {
  return error instanceof SvError && error.code === 'not_found' ? '#N/A' : '#VALUE!';
}

export function messageOf(error: unknown): string {
  if (error instanceof SvError) return error.message;
  const detail = error instanceof Error ? error.message : String(error);
  return `Unexpected problem in the add-in: ${detail}. Please report it with the formula you used.`;
}

/** The value a custom function throws so Excel shows the error code with the core's message. */
export function toExcelError(error: unknown): Error | CustomFunctions.Error {
  const code = excelCodeFor(error);
  const message = messageOf(error);
  if (typeof CustomFunctions !== 'undefined' && typeof CustomFunctions.Error === 'function') {
    const excelCode = code === '#N/A' ? CustomFunctions.ErrorCode.notAvailable : CustomFunctions.ErrorCode.invalidValue;
    return new CustomFunctions.Error(excelCode, message);
  }
  return new PreviewExcelError(code, message);
}
