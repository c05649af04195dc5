import { wordingOf } from '@sv/core';

/**
 * The core words its advice for someone in a cell ("open the Search Visibility task pane"); the pane shows the same
 * messages to someone already in it, so that advice points to the Connection section instead. Only the sentences the
 * core takes from its spreadsheet wording are replaced, by exact text, so nothing else in a message changes.
 */
const CELL = wordingOf('excel');
const REGENERATED = 'Regenerating a token in the service invalidates the old one.';

const REPLACEMENTS: readonly (readonly [string, string])[] = [
  [
    CELL.tokenMissing,
    'No API token is set: paste it in Connection above and choose Check and save. The token is in your profile settings of the service.',
  ],
  [CELL.tokenAdvice, `Paste a current token in Connection above and choose Check and save. ${REGENERATED}`],
  [CELL.correctAddress('SV_GATEWAY_URL'), 'Correct it in Connection above.'],
  [CELL.addressPlace, 'in Connection above'],
];

export function paneMessage(message: string): string {
  let text = message;
  for (const [cell, pane] of REPLACEMENTS) if (cell) text = text.split(cell).join(pane);
  return text;
}
