// Its own file because both response-errors.ts and redirect-error.ts word messages with it, and the first calls the
// second: the label in either would make the two import each other.
import type { Surface } from './wording';

/** What the message may say about the request: the operation's name and the host, never the URL's query or headers. */
export interface RequestLabel {
  /** Analyst words for the operation, e.g. "keyword data". */
  operation: string;
  /** Host of the service address, to tell a proxy or sandbox apart from the live service. */
  host: string;
  /** Where the message is shown, so its advice names the next step there (wording.ts). */
  surface?: Surface;
}
