export { COMPARE_CHOICES, optionsWithComparison } from './builder-choice';
export { comparedLabel, comparedUnit, readComparedHeader } from './compared-columns';
export { COMPARE_OPTION, COMPARE_OPTION_NAME, type Comparison, comparisonWords, readComparison } from './comparison';
export { type ComparedPull, joinPeriods } from './join-periods';
export { argsOverPeriod, type PeriodNames, periodNamesOf, periodOfArgs } from './period-args';
export { earlierPeriod, type Period } from './periods';
export { selectCompared } from './select-compared';
