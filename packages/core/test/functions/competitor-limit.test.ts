import { refusal, runCanned } from '../support/run-canned';

/**
 * The 3.0 competition and share-of-voice functions send at most 10 competitor domains (issue 30 item 11): 11 are
 * refused before anything is sent, with the limit and the way out named; 10 are sent, every one of them.
 */
const domains = (count: number) => Array.from({ length: count }, (_, i) => `rival${i}.com`).join(', ');

const CALLS: [string, (competitors: string) => unknown[]][] = [
  ['COMPETITION', (competitors) => [123, '2026-10-01', '2026-10-31', competitors]],
  ['SHARE_OF_VOICE', (competitors) => [123, '2026-10-15', competitors]],
  ['AIO_COMPETITION', (competitors) => [123, '2026-10-01', '2026-10-31', competitors]],
  ['AIS_COMPETITION', (competitors) => [123, '2026-10-01', '2026-10-31', competitors]],
];

describe('competitor lists of the 3.0 functions', () => {
  it.each(CALLS)('%s refuses 11 competitors, naming the limit, and sends nothing', (name, args) => {
    const failure = refusal(name, args(domains(11)));
    expect(failure.message).toMatch(/^competitors: 11 domains were given, more than the 10 one call sends\./);
    expect(failure.message).toMatch(/Give at most 10 .* split them over several calls/);
    expect(failure.sent).toBe(0);
  });

  it.each(CALLS)('%s sends 10 competitors, all of them', (name, args) => {
    const run = runCanned(name, args(domains(10)), () => ({}));
    const sent = JSON.stringify(run.queries[0]?.competitors ?? '');
    for (let i = 0; i < 10; i++) expect(sent).toContain(`rival${i}.com`);
  });
});
