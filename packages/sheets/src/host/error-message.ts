/** The message of anything thrown: Apps Script services throw Errors, but a value from elsewhere may be anything. */
export function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}
