/** Adding keywords (the one charged operation): the preview's list rules, the ledger and the explicit action. */
export {
  type AddKeywordsOptions,
  addKeywords,
  IMPORT_PATH,
  type ImportConfirmation,
  type ImportDone,
  ImportMayHaveHappenedError,
  type ImportPlan,
  type ImportRequest,
  type ImportReview,
  type ImportReviewView,
  planImport,
  RepeatImportError,
  reviewImport,
  reviewView,
} from './add-keywords';
export { type CampaignChoice, campaignChoices } from './campaign-choices';
export { importKeywords, MAX_KEYWORD_CHARS, MAX_KEYWORDS_PER_IMPORT, normaliseKeyword } from './keyword-list';
export { LEDGER_STORE_KEY, type LedgerEntry, parseLedger } from './ledger';
