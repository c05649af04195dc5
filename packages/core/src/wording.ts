import { SETTING_NAMES } from './setting-names';

/**
 * The surface that shows a message. The core's messages say what happened the same way everywhere; only the advice
 * on what to do next depends on where the user is: a cell is recalculated and its token is set in the add-on, a
 * terminal command is run again and its token comes from `sv login` or the environment.
 */
export type Surface = 'sheets' | 'excel' | 'terminal';

/** The parts of the core's messages that name the user's next step. Every message takes them from here. */
export interface Wording {
  /** A whole message: no token is set. */
  tokenMissing: string;
  /** Sentences after "the token was not accepted": where to set a current one. */
  tokenAdvice: string;
  /** A sentence: where an API address named `name` is corrected. */
  correctAddress(name: string): string;
  /** Where a moved service's new address is set, after "set its new address". */
  addressPlace: string;
  /** The action that asks again, lower case, e.g. "recalculate". */
  again: string;
  /** Who could not send an overlong request: "this spreadsheet application". */
  sender: string;
  /** What to check after a failed connection, beside the internet connection. */
  addressSetting: string;
  /** Whose time ran out, after "the time": "a spreadsheet function may run". */
  timeLimit: string;
}

const TOKEN_REGENERATED = 'Regenerating a token in the service invalidates the old one.';

/** Sheets and Excel share one wording: a message in a shared workbook may be read in either. */
const SPREADSHEET: Wording = {
  tokenMissing:
    'No API token is set. In Google Sheets use the menu Search Visibility > Set API token…; in Excel open the Search Visibility task pane (Home > Search Visibility) and paste the token there. The token is in your profile settings of the service.',
  tokenAdvice: `Set a current token in the add-on (Sheets: Search Visibility > Set API token…; Excel: the Search Visibility task pane). ${TOKEN_REGENERATED}`,
  correctAddress: () => "Correct it in the add-on's API addresses setting.",
  addressPlace: "in the add-on's API addresses setting",
  again: 'recalculate',
  sender: 'this spreadsheet application',
  addressSetting: 'the API address setting',
  timeLimit: 'a spreadsheet function may run',
};

const TERMINAL: Wording = {
  tokenMissing: `No API token is set. Run \`sv login\` (it asks for the token and keeps it for you) or set ${SETTING_NAMES.token} in the environment; sv --sandbox needs neither. The token is in your profile settings of the service.`,
  tokenAdvice: `Run \`sv login\` with a current token, or set ${SETTING_NAMES.token} to one. ${TOKEN_REGENERATED}`,
  correctAddress: (name) => `Correct ${name} in the environment, or run \`sv login\` with the right address.`,
  addressPlace: `in ${SETTING_NAMES.gatewayUrl} or ${SETTING_NAMES.v1Url} (or with \`sv login\`)`,
  again: 'run the command again',
  sender: 'sv',
  addressSetting: `${SETTING_NAMES.gatewayUrl} and ${SETTING_NAMES.v1Url}`,
  timeLimit: 'one sv command may run',
};

const WORDINGS: Readonly<Record<Surface, Wording>> = { sheets: SPREADSHEET, excel: SPREADSHEET, terminal: TERMINAL };

/** The wording of a surface; a host that names none is a spreadsheet. */
export function wordingOf(surface: Surface | undefined): Wording {
  return WORDINGS[surface ?? 'sheets'];
}

/** "Recalculate", "Run the command again": the action at the start of a sentence. */
export function againAtStart(wording: Wording): string {
  return wording.again.charAt(0).toUpperCase() + wording.again.slice(1);
}
