/**
 * The longest URL a host can send, and its name for messages. The limits and where they come from are listed in
 * docs/service.md ("URL length limits").
 */
export interface UrlLimit {
  maxLength: number;
  /** "Google Sheets", "Excel": ends the sentence "too long for one request from …". */
  from: string;
}

/** Apps Script's UrlFetchApp refuses URLs over 2 KB; 2,000 characters keeps a margin under it. */
export const SHEETS_URL_LIMIT: UrlLimit = { maxLength: 2000, from: 'Google Sheets' };

/**
 * Browsers' fetch (Excel's runtime) sends URLs of megabytes; the binding limit is the service's gateway, assumed to
 * take a request line of 8 KB like common gateways; 8,000 characters for the whole URL keeps a margin. The default.
 */
export const GATEWAY_URL_LIMIT: UrlLimit = { maxLength: 8000, from: 'Excel' };
