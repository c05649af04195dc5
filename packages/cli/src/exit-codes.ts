import { type ErrorCode, SvError } from '@sv/core';

/**
 * Exit codes a script can act on: fix the command (2), fix the token or addresses (3), wait for the quota (4), try
 * again later (5). 1 is a problem of sv itself.
 */
export const EXIT = {
  ok: 0,
  unexpected: 1,
  input: 2,
  token: 3,
  quota: 4,
  service: 5,
  /** Ctrl-C (SIGINT) and SIGTERM: 128 + the signal's number, as a shell reports a command its signal ended. */
  interrupted: 130,
  terminated: 143,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

const BY_ERROR_CODE: Readonly<Record<ErrorCode, ExitCode>> = {
  // The command asked for something the service cannot give: another argument or id is needed.
  input: EXIT.input,
  bad_request: EXIT.input,
  invalid_parameter: EXIT.input,
  request_too_large: EXIT.input,
  not_found: EXIT.input,
  // The settings: a missing, refused or insufficient token, or an unusable address.
  config: EXIT.token,
  invalid_token: EXIT.token,
  no_access: EXIT.token,
  // Sending later may work: after the per-second retries gave up, or tomorrow for the daily quota.
  rate_limit: EXIT.quota,
  daily_quota: EXIT.quota,
  server: EXIT.service,
  network: EXIT.service,
  timeout: EXIT.service,
  unexpected_response: EXIT.service,
};

export function exitCodeOf(error: unknown): ExitCode {
  return error instanceof SvError ? BY_ERROR_CODE[error.code] : EXIT.unexpected;
}

/** What `sv --help` says about them. */
export const EXIT_CODE_HELP = [
  '  0  done',
  '  1  unexpected problem in sv (please report it with the command)',
  '  2  input error: unknown command or flag, an argument the function refuses, an id the service does not know,',
  '     an --out file that cannot be written, a full disk (standard output or --out)',
  '  3  token or addresses: none set, refused by the service, or no access to what was asked',
  '  4  quota: the daily request quota is used up, or the service kept answering "rate limit exceeded"',
  '  5  service failure: server errors, network problems, timeouts, answers that could not be read',
  '130  interrupted (Ctrl-C); 143 stopped by SIGTERM: no temporary file is left, an --out file is as it was',
].join('\n');
