/**
 * One module words the core's advice for each surface (wording.ts). An error keeps how it was worded, so a host that
 * shows it elsewhere (the Excel pane showing a cell's error) asks the core for its own words instead of rewriting the
 * sentence by its text.
 */
import { CertificateError, messageFor, type SvError } from '../../src/errors';
import type { HttpOutcome } from '../../src/http';
import { errorFromOutcome, type RequestLabel, unreadableBody } from '../../src/response-errors';
import { resolveSettings } from '../../src/settings';
import { SURFACES, type Surface } from '../../src/wording';

/** Every error whose advice depends on the surface, built as a call on `surface` builds it. */
function errors(surface: Surface | undefined): Record<string, SvError> {
  const label: RequestLabel = { operation: 'keyword data', host: 'gw.example', surface };
  const failed = (outcome: HttpOutcome) => errorFromOutcome(outcome, label);
  const refused = (settings: Parameters<typeof resolveSettings>[0]) => {
    try {
      resolveSettings(settings, surface);
    } catch (error) {
      return error as SvError;
    }
    throw new Error('accepted');
  };
  return {
    missing: refused({ token: '' }),
    address: refused({ token: 't', gatewayUrl: 'ftp://gw.example' }),
    refused: failed({ status: 401, headers: {}, body: '{"error":{"message":"Unauthorized"}}' }),
    notFound: failed({ status: 404, headers: {}, body: '{"error":{"message":"Data not found","details":["Gone."]}}' }),
    network: failed({ status: 0, headers: {}, body: '', failure: 'connection refused' }),
    certificate: failed({ status: 0, headers: {}, body: '', failure: 'network error DEPTH_ZERO_SELF_SIGNED_CERT' }),
    rateLimit: failed({ status: 429, headers: {}, body: '{"error":{"message":"Rate limit exceeded"}}' }),
    redirect: failed({ status: 302, headers: { location: 'https://other.example/' }, body: '' }),
    tooLarge: failed({ status: 0, headers: {}, body: '', failure: 'URL too long', tooLarge: true }),
    unreadable: unreadableBody({ status: 200, headers: {}, body: '<html>' }, label),
  };
}

describe('an error worded for one surface is worded by the core for any other', () => {
  const fromCell = errors('excel');
  it.each(SURFACES.flatMap((surface) => Object.keys(fromCell).map((kind) => [kind, surface] as const)))(
    '%s, shown in %s, reads as if it had been built there',
    (kind, surface) => {
      expect(fromCell[kind]?.messageFor(surface)).toBe(errors(surface)[kind]?.message);
      expect(messageFor(fromCell[kind], surface)).toBe(errors(surface)[kind]?.message);
    },
  );

  it('an error that reads the same everywhere is its message on every surface', () => {
    const quota = errorFromOutcome(
      { status: 429, headers: {}, body: '{"error":{"message":"Daily quota exceeded"}}' },
      { operation: 'keyword data', host: 'gw.example', surface: 'excel' },
    );
    for (const surface of SURFACES) expect(quota.messageFor(surface)).toBe(quota.message);
    expect(messageFor(new Error('plain'), 'pane')).toBe('plain');
  });
});

describe('the Excel task pane points to its own Connection section', () => {
  const pane = Object.fromEntries(Object.entries(errors('pane')).map(([kind, error]) => [kind, error.message]));

  it('for the token and the addresses, never to the pane the user is already in', () => {
    expect(pane.missing).toBe(
      'No API token is set: paste it in the Connection section and choose Check and save. The token is in your profile settings of the service.',
    );
    expect(pane.refused).toContain(
      'Paste a current token in the Connection section and choose Check and save. Regenerating a token in the service invalidates the old one.',
    );
    expect(pane.address).toMatch(/Correct it in the Connection section\.$/);
    expect(pane.redirect).toContain('set its new address in the Connection section');
    expect(pane.network).toContain('Check the internet connection and the API addresses in the Connection section');
    for (const message of Object.values(pane)) expect(message).not.toMatch(/task pane|Set API token|sv login/);
  });
});

describe('the unknown campaign', () => {
  it('has one period per sentence and names the campaign list of each surface', () => {
    const by = (surface: Surface) => errors(surface).notFound?.message ?? '';
    for (const surface of SURFACES) expect(by(surface)).not.toMatch(/\.\./);
    expect(by('terminal')).toBe(
      'The service has no such data for keyword data (404 "Data not found"). Details: Gone. Check the ids you passed (campaign, keyword, group, forecast). A campaign of another account is answered the same way: `sv campaigns` lists the campaigns your token can read.',
    );
    expect(by('sheets')).toContain('=SV_CAMPAIGNS() in Google Sheets (=SV.CAMPAIGNS() in Excel) lists the campaigns');
  });
});

describe('a certificate the connection was refused for', () => {
  const label: RequestLabel = { operation: 'keyword data', host: 'gw.example' };
  const refusal = (code: string, surface: Surface) =>
    errorFromOutcome({ status: 0, headers: {}, body: '', failure: `network error ${code}` }, { ...label, surface });

  it.each([
    ['DEPTH_ZERO_SELF_SIGNED_CERT', 'its certificate is self-signed, so nothing vouches for it', 'NODE_EXTRA_CA_CERTS'],
    ['SELF_SIGNED_CERT_IN_CHAIN', 'signed by an authority this computer does not trust', 'NODE_EXTRA_CA_CERTS'],
    ['UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'signed by an authority this computer does not trust', 'NODE_EXTRA_CA_CERTS'],
    ['UNABLE_TO_GET_ISSUER_CERT_LOCALLY', 'signed by an authority this computer does not trust', 'NODE_EXTRA_CA_CERTS'],
    ['CERT_HAS_EXPIRED', 'its certificate has expired', "for the server's administrator to renew"],
    ['CERT_NOT_YET_VALID', 'its certificate is not valid yet', "Check this computer's date and time"],
    ['ERR_TLS_CERT_ALTNAME_INVALID', 'its certificate is for another host name', 'Check the address for a typo'],
  ])('%s: what happened, with its code, and what to do', (code, what, todo) => {
    const error = refusal(code, 'terminal');
    expect(error).toBeInstanceOf(CertificateError);
    expect(error.retryable).toBe(false);
    expect(error.code).toBe('network');
    expect(error.message).toMatch(
      new RegExp(
        `^Could not connect securely to gw\\.example for keyword data: .*${what}.* \\(${code}\\), so nothing was sent\\.`,
      ),
    );
    expect(error.message).toContain(todo);
    for (const surface of SURFACES) {
      expect(refusal(code, surface).message).not.toMatch(
        /REJECT_UNAUTHORIZED|insecure|rejectUnauthorized|disabl|turn .*off/i,
      );
    }
  });

  it('a spreadsheet is not told about NODE_EXTRA_CA_CERTS, which only sv reads', () => {
    expect(refusal('DEPTH_ZERO_SELF_SIGNED_CERT', 'sheets').message).not.toContain('NODE_EXTRA_CA_CERTS');
    expect(refusal('DEPTH_ZERO_SELF_SIGNED_CERT', 'excel').message).toContain('its administrator can install');
  });

  it('any other network failure stays a failure to reach the service, retried', () => {
    const error = refusal('ECONNREFUSED', 'terminal');
    expect(error).not.toBeInstanceOf(CertificateError);
    expect(error.retryable).toBe(true);
  });
});
