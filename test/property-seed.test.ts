import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const { propertySeed } = require('./property-seed') as {
  propertySeed: (
    env: Record<string, string | undefined>,
    headCommit?: () => string | undefined,
  ) => { seed: number; from: string } | undefined;
};

const COMMIT = '9f3c2a1b7e6d5c4b3a29180706f5e4d3c2b1a090';

describe('the seed of the property tests', () => {
  it('comes from the commit on CI, so a fresh clone of that commit runs the same cases', () => {
    const seeded = propertySeed({ CI: 'true' }, () => COMMIT);
    expect(seeded).toEqual({ seed: 0x9f3c2a1b | 0, from: 'commit 9f3c2a1b7e6d' });
    expect(propertySeed({ CI: 'true' }, () => COMMIT)).toEqual(seeded);
    expect(propertySeed({ CI: 'true' }, () => COMMIT.replace('9f', '9e'))?.seed).not.toBe(seeded?.seed);
  });

  it('is left to fast-check outside CI, and where the commit cannot be read', () => {
    expect(propertySeed({}, () => COMMIT)).toBeUndefined();
    expect(propertySeed({ CI: 'true' }, () => undefined)).toBeUndefined();
  });

  it('is the one SV_PROPERTY_SEED names, on CI too, and a seed that is not a number is refused', () => {
    expect(propertySeed({ SV_PROPERTY_SEED: '-995462242', CI: 'true' }, () => COMMIT)).toEqual({
      seed: -995462242,
      from: 'SV_PROPERTY_SEED',
    });
    expect(() => propertySeed({ SV_PROPERTY_SEED: 'abc' })).toThrow('SV_PROPERTY_SEED must be a whole number');
  });

  it('reaches every property: the same seed draws the same cases, another seed others', () => {
    const draw = (seed: string) =>
      execFileSync(
        process.execPath,
        [
          '-e',
          `const fc = require(${JSON.stringify(join(__dirname, 'seeded-fast-check.js'))}); console.log(JSON.stringify(fc.sample(fc.integer(), 5)));`,
        ],
        { encoding: 'utf8', env: { ...process.env, SV_PROPERTY_SEED: seed } },
      );
    expect(draw('42')).toBe(draw('42'));
    expect(draw('43')).not.toBe(draw('42'));
  });

  it('is what the tests import as fast-check', () => {
    expect(require.resolve('fast-check')).toBe(join(__dirname, 'seeded-fast-check.js'));
  });
});
