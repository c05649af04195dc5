import { UnexpectedResponseError } from '../../src/errors';
import { competitionSchema } from '../../src/registry/areas/competition';
import { keywordSchema } from '../../src/registry/areas/keywords';
import { parseRecords } from '../../src/schemas';

const keyword = { keyword_id: 1, keyword: 'red shoes' };

describe('parseRecords finds the records wherever the service puts them', () => {
  test('a bare top-level array (what the live service sends)', () => {
    expect(parseRecords(keywordSchema(), [keyword], 'keyword data')).toEqual([keyword]);
  });

  test.each(['data', 'results', 'keywords', 'anything_else'])('an object wrapping the list under %s', (key) => {
    const body = { [key]: [keyword, { keyword_id: 2 }], limit: 100, offset: 0 };
    expect(parseRecords(keywordSchema(), body, 'keyword data').map((record) => record.keyword_id)).toEqual([1, 2]);
  });

  test('one record object where the operation returns a single record', () => {
    expect(parseRecords(keywordSchema(), keyword, 'keyword data')).toEqual([keyword]);
  });

  test('a single competition record is not mistaken for a wrapper of its competitors', () => {
    const body = { keyword_id: 7, keyword_name: 'shoes', competitors: [{ domain: 'a.com' }, { domain: 'b.com' }] };
    const records = parseRecords(competitionSchema(), body, 'competition data');
    expect(records).toHaveLength(1);
    expect(records[0]?.competitors?.map((competitor) => competitor.domain)).toEqual(['a.com', 'b.com']);
  });

  test('an empty range answers an empty list', () => {
    expect(parseRecords(keywordSchema(), [], 'keyword data')).toEqual([]);
    expect(parseRecords(keywordSchema(), { data: [] }, 'keyword data')).toEqual([]);
    expect(parseRecords(keywordSchema(), {}, 'keyword data')).toEqual([]);
  });
});

describe('parseRecords refuses what it cannot understand, in an analyst’s words', () => {
  test.each([
    ['text', 'Service unavailable'],
    ['a number', 42],
    ['null', null],
    ['an object with no expected field and no list', { status: 'ok' }],
    ['an object holding two lists', { a: [], b: [] }],
    ['a list holding a non-record', [keyword, 'oops']],
  ])('%s', (_label, body) => {
    expect(() => parseRecords(keywordSchema(), body, 'keyword data')).toThrow(UnexpectedResponseError);
    expect(() => parseRecords(keywordSchema(), body, 'keyword data')).toThrow(
      /^The service sent keyword data in a shape this add-on does not recognise/,
    );
  });

  test('the message says which item is wrong', () => {
    expect(() => parseRecords(keywordSchema(), [keyword, 5], 'keyword data')).toThrow(/item 2 is a number/);
  });
});
