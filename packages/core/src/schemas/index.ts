export { type AioRankRecord, aioRankSchema, aioRankShape } from './aio-rank';
export { type CampaignRecord, campaignSchema, campaignShape } from './campaign';
export { type CompetitionRecord, competitionSchema, competitionShape } from './competition';
export { type DomainOverviewRecord, domainOverviewSchema, domainOverviewShape } from './domain-overview';
export { type KeywordRecord, keywordSchema, keywordShape } from './keyword';
export { declaredFields, extractRecordObjects, parseRecord, parseRecords } from './parse-records';
export { foldAlias, foldAliases } from './reshape';
export {
  isPlainObject,
  numberFromText,
  type PlainObject,
  toDateText,
  toFeatureCode,
  toFlag,
  toIdentifier,
  toNumberOrText,
  toText,
} from './values';
