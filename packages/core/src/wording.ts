import { SETTING_NAMES } from './setting-names';

/**
 * The surface that shows a message. The core's messages say what happened the same way everywhere; only the advice
 * on what to do next depends on where the user is: a cell is recalculated and its token is set in the add-on, a
 * terminal command is run again and its token comes from `sv login` or the environment, and the Excel task pane
 * (`pane`), where the token and addresses are typed, points to its own Connection section. A Sheets dialog or the
 * sidebar (`dialog`) shows only in Google Sheets and is asked again with its own button, not by recalculating.
 */
export type Surface = 'sheets' | 'excel' | 'pane' | 'dialog' | 'terminal';

/** Every surface, for tests and matrices that word one message for each. */
export const SURFACES: readonly Surface[] = ['sheets', 'excel', 'pane', 'dialog', 'terminal'];

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
  /** The forms a date argument takes, after "Use": "a date cell, YYYY-MM-DD text (2026-10-31) or …". */
  dateForms: string;
  /**
   * Sentences after "the certificate … is not trusted": what to do about a certificate of an organisation's own
   * authority. Never "turn verification off".
   */
  certificateAdvice: string;
  /** What lists the campaigns a token can read, as the subject of a sentence. */
  campaignList: string;
}

const TOKEN_REGENERATED = 'Regenerating a token in the service invalidates the old one.';

const RELATIVE_DATES = 'relative text like "30 days ago", "last month" or "last quarter"';

/** A spreadsheet's own store of trusted authorities is the computer's (Excel) or Google's (Apps Script). */
const SPREADSHEET_CERTIFICATE_ADVICE =
  "Check the address; a proxy or server of your organisation must use a certificate this computer's browser and Excel trust (Google Sheets trusts only public authorities), which its administrator can install.";
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
  dateForms: `a date cell, YYYY-MM-DD text (2026-10-31) or ${RELATIVE_DATES}`,
  certificateAdvice: SPREADSHEET_CERTIFICATE_ADVICE,
  campaignList: '=SV_CAMPAIGNS() in Google Sheets (=SV.CAMPAIGNS() in Excel)',
};

/** The Excel task pane: the user is in it, and the token and addresses are typed in its Connection section. */
const PANE: Wording = {
  ...SPREADSHEET,
  tokenMissing:
    'No API token is set: paste it in the Connection section and choose Check and save. The token is in your profile settings of the service.',
  tokenAdvice: `Paste a current token in the Connection section and choose Check and save. ${TOKEN_REGENERATED}`,
  correctAddress: () => 'Correct it in the Connection section.',
  addressPlace: 'in the Connection section',
  addressSetting: 'the API addresses in the Connection section',
  campaignList: '=SV.CAMPAIGNS()',
};

/** A Sheets dialog or the sidebar: in Google Sheets only, where the user acts with the dialog's buttons and the menu. */
const DIALOG: Wording = {
  ...SPREADSHEET,
  tokenMissing:
    'No API token is set: set it with Search Visibility > Set API token… (the token is in your profile settings of the service).',
  tokenAdvice: `Use Search Visibility > Set API token… to set a current token. ${TOKEN_REGENERATED}`,
  correctAddress: () => 'Use Search Visibility > API addresses… to correct it.',
  addressPlace: 'in Search Visibility > API addresses…',
  again: 'try again',
  addressSetting: 'the addresses in Search Visibility > API addresses…',
  campaignList: '=SV_CAMPAIGNS()',
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
  dateForms: `a date as YYYY-MM-DD (2026-10-31) or ${RELATIVE_DATES}`,
  certificateAdvice:
    'Check the address; if it is a proxy or server of your organisation with a certificate of its own authority, give sv that authority: set NODE_EXTRA_CA_CERTS to the path of its certificate file (PEM), then run the command again.',
  campaignList: '`sv campaigns`',
};

const WORDINGS: Readonly<Record<Surface, Wording>> = {
  sheets: SPREADSHEET,
  excel: SPREADSHEET,
  pane: PANE,
  dialog: DIALOG,
  terminal: TERMINAL,
};

/** The wording of a surface; a host that names none is a spreadsheet. */
export function wordingOf(surface: Surface | undefined): Wording {
  return WORDINGS[surface ?? 'sheets'];
}

/** The surface a worded text is built for; a host that names none is a spreadsheet. */
export function surfaceOf(text: { surface: Surface | undefined }): Surface {
  return text.surface ?? 'sheets';
}

/** "Recalculate", "Run the command again": the action at the start of a sentence. */
export function againAtStart(wording: Wording): string {
  return wording.again.charAt(0).toUpperCase() + wording.again.slice(1);
}

/**
 * A message whose advice depends on the surface: built for the surface of the call, and again for any other that
 * shows it (the Excel pane shows a cell's error with its own next step). Errors take it (errors.ts), so no host
 * rewrites a sentence of the core by its text.
 */
export interface WordedText {
  readonly surface: Surface | undefined;
  /** The message in `wording`, the words of `surface` (named for a message that quotes another error's). */
  readonly build: (wording: Wording, surface: Surface) => string;
}

export function worded(
  surface: Surface | undefined,
  build: (wording: Wording, surface: Surface) => string,
): WordedText {
  return { surface, build };
}
