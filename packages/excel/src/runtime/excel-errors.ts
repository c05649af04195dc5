import { redact, type Surface, SvError } from '@sv/core';

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

/**
 * What a cell, the pane's status or a pane message shows, passed through the core's one redaction step with the
 * tokens the runtime knows (the stored one, the one being checked). `surface`: `pane` for what the task pane shows,
 * whose advice the core words for the pane (its Connection section), not for a cell.
 */
export function messageOf(
  error: unknown,
  secrets: readonly (string | undefined)[] = [],
  surface: Surface = 'excel',
): string {
  if (error instanceof SvError) return redact(error.messageFor(surface), secrets);
  const detail = error instanceof Error ? error.message : String(error);
  return redact(`Unexpected problem in the add-in: ${detail}. Please report it with the formula you used.`, secrets);
}

/** The value a custom function throws so Excel shows the error code with the core's message, redacted. */
export function toExcelError(
  error: unknown,
  secrets: readonly (string | undefined)[] = [],
  surface: Surface = 'excel',
): Error | CustomFunctions.Error {
  const code = excelCodeFor(error);
  const message = messageOf(error, secrets, surface);
  if (typeof CustomFunctions !== 'undefined' && typeof CustomFunctions.Error === 'function') {
    const excelCode = code === '#N/A' ? CustomFunctions.ErrorCode.notAvailable : CustomFunctions.ErrorCode.invalidValue;
    return new CustomFunctions.Error(excelCode, message);
  }
  return new PreviewExcelError(code, message);
}
