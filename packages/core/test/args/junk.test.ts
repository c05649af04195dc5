import fc from 'fast-check';
import {
  type CellArg,
  type CoerceContext,
  coerceBoolean,
  coerceDate,
  coerceDateRange,
  coerceEnum,
  coerceGroupId,
  coerceId,
  coerceInteger,
  coerceList,
  coerceNumber,
  coerceText,
  isEmptyArg,
  type OptionSpec,
  parseOptions,
} from '../../src/args';
import { InputError } from '../../src/errors';

const ctx: CoerceContext = { today: () => '2026-10-31' };

const SPEC: OptionSpec = {
  limit: { type: 'integer', min: 1, max: 1000, help: 'rows' },
  device: { type: 'enum', values: ['desktop', 'mobile'], help: 'device' },
  search: { type: 'text', maxLength: 50, help: 'filter' },
  keyword_ids: { type: 'list', item: 'id', help: 'ids' },
  competitors: { type: 'list', item: 'domain', help: 'domains' },
  headers: { type: 'boolean', help: 'header row' },
  date: { type: 'date', help: 'day' },
  share: { type: 'number', help: 'share' },
};

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('today', '30 days ago', '2026-02-30', '[1,2', '["a.com"]', 'limit=5; device=tablet', '=', ';', '"'),
  fc
    .array(
      fc.constantFrom('limit', 'device', 'search', 'date', '=', ':', ';', '"', "'", ',', ' ', '\n', '5', 'x', '['),
      {
        maxLength: 12,
      },
    )
    .map((parts) => parts.join('')),
);
const scalar = fc.oneof(
  text,
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.date(),
  fc.constant(new Date(Number.NaN)),
  fc.constant(null),
  fc.constant(undefined),
);
const cellArg: fc.Arbitrary<CellArg> = fc.oneof(
  scalar,
  fc.array(fc.array(scalar, { maxLength: 4 }), { maxLength: 4 }),
  // What a host should never send, but a bug in one might.
  fc.anything() as fc.Arbitrary<CellArg>,
);

const COERCERS: Record<string, (v: CellArg) => unknown> = {
  coerceDate: (v) => coerceDate(v, 'start_date', ctx),
  coerceDateRange: (v) => coerceDateRange(v, v, ctx, { defaultDays: 30 }),
  coerceId: (v) => coerceId(v, 'campaign_id'),
  coerceGroupId: (v) => coerceGroupId(v, 'group_id'),
  coerceInteger: (v) => coerceInteger(v, 'limit', { min: 1, max: 1000 }),
  coerceNumber: (v) => coerceNumber(v, 'share'),
  coerceBoolean: (v) => coerceBoolean(v, 'headers'),
  coerceText: (v) => coerceText(v, 'search', { maxLength: 20 }),
  coerceEnum: (v) => coerceEnum(v, 'device', ['desktop', 'mobile']),
  coerceIdList: (v) => coerceList(v, 'keyword_ids', 'id'),
  coerceTextList: (v) => coerceList(v, 'keywords', 'text'),
  coerceDomainList: (v) => coerceList(v, 'competitors', 'domain'),
  parseOptions: (v) => parseOptions(v, SPEC, ctx),
  isEmptyArg: (v) => isEmptyArg(v, { zeroIsEmpty: true }),
};

describe('junk never throws anything but an InputError that names the argument', () => {
  it.each(Object.entries(COERCERS))('%s', (_, coerce) => {
    fc.assert(
      fc.property(cellArg, (value) => {
        try {
          coerce(value);
        } catch (error) {
          expect(error).toBeInstanceOf(InputError);
          const message = (error as InputError).message;
          expect(message).toMatch(
            /^(start_date|end_date|campaign_id|group_id|limit|share|headers|search|device|keyword_ids|keywords|competitors|options|\w+ \(in options\))( is required\.|: )/,
          );
          expect(message).toMatch(/\. (Use|Type|Give|Leave|Write|Options:) .+\.$/s);
        }
      }),
      { numRuns: 500 },
    );
  });
});
