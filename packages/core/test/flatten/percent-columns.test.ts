/** A percent the service sends becomes a fraction with no binary tail, whatever its size. */
import { percentAsFraction } from '../../src/flatten/percent-columns';

test('a percent reads as the fraction a percent format shows the same, with no binary tail', () => {
  expect(percentAsFraction(14.2)).toBe(0.142);
  expect(percentAsFraction(13.9)).toBe(0.139);
  expect(percentAsFraction(117.4)).toBe(1.174);
  expect(percentAsFraction(-0.3)).toBe(-0.003);
});

test('a huge figure stays a finite number and a tiny one is not rounded to 0', () => {
  expect(percentAsFraction(-1.797693134862316e298)).toBe(-1.79769313486232e296);
  expect(Number.isFinite(percentAsFraction(Number.MAX_VALUE) as number)).toBe(true);
  expect(percentAsFraction(1.5e-13)).toBe(1.5e-15);
});

test('what is not a number is left as it is', () => {
  expect(percentAsFraction('')).toBe('');
  expect(percentAsFraction('N/A')).toBe('N/A');
  expect(percentAsFraction(true)).toBe(true);
});
