import { parseArgs } from 'node:util';
import { start } from './start';

/** `node dist/cli.js --port 4010 [--host 127.0.0.1] [--latency 150] [--jitter 100] [--seed 7] [--today YYYY-MM-DD] [--memo-reads]` */

function numberOption(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`--${name} must be a non-negative number, got ${value}`);
  return parsed;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4010' },
      host: { type: 'string' },
      latency: { type: 'string' },
      jitter: { type: 'string' },
      seed: { type: 'string' },
      today: { type: 'string' },
      'rate-per-second': { type: 'string' },
      'daily-quota': { type: 'string' },
      'memo-reads': { type: 'boolean' },
    },
  });
  const sandbox = await start({
    port: numberOption('port', values.port),
    host: values.host,
    seed: numberOption('seed', values.seed),
    today: values.today,
    latency: {
      fixedMs: numberOption('latency', values.latency) ?? 0,
      jitterMs: numberOption('jitter', values.jitter) ?? 0,
    },
    ratePerSecond: numberOption('rate-per-second', values['rate-per-second']),
    dailyQuota: numberOption('daily-quota', values['daily-quota']),
    memoReads: values['memo-reads'] === true,
  });
  const lines = [
    'Search visibility sandbox is running.',
    `  SV_GATEWAY_URL=${sandbox.v3Url}`,
    `  SV_V1_URL=${sandbox.v1Url}`,
    `  SV_TOKEN=${sandbox.tokens.full}`,
    `  limited token (company 1 only, no AI search): ${sandbox.tokens.limited}`,
    '  campaigns: 101 (150 keywords), 102 (2,345), 103 (25,000), 104 (480), 105 (60)',
    `  try: curl -H "Authorization: $SV_TOKEN" "${sandbox.v3Url}/rank-tracker/v3.0/keywords?campaign_id=101"`,
    'Press Ctrl+C to stop.',
  ];
  console.log(lines.join('\n'));
  const stop = () => {
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
