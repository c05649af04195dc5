/**
 * What a failed TLS handshake means to the user. Hosts report a transport failure as text; Node's fetch (sv, the
 * sandbox tools) names the certificate check that failed by its OpenSSL code ("network error CERT_HAS_EXPIRED",
 * fetch-host.ts), which is read here into a sentence. Browsers and Apps Script do not say why a connection failed.
 */

/** A certificate the connection was refused for: what is wrong, and what to do where it is not the user's to fix. */
export interface CertificateProblem {
  /** A clause after "Could not connect securely to HOST for OPERATION:". */
  what: string;
  /** What to do, when no surface's trust store can help (an expired certificate); else the surface's own advice. */
  advice?: string;
}

const UNKNOWN_AUTHORITY = 'its certificate is signed by an authority this computer does not trust';
const RENEW = "The certificate is for the server's administrator to renew; nothing on this computer can fix it.";

const PROBLEMS: Readonly<Record<string, CertificateProblem>> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: { what: 'its certificate is self-signed, so nothing vouches for it' },
  SELF_SIGNED_CERT_IN_CHAIN: { what: UNKNOWN_AUTHORITY },
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: { what: UNKNOWN_AUTHORITY },
  UNABLE_TO_GET_ISSUER_CERT: { what: UNKNOWN_AUTHORITY },
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: { what: UNKNOWN_AUTHORITY },
  CERT_UNTRUSTED: { what: UNKNOWN_AUTHORITY },
  CERT_HAS_EXPIRED: { what: 'its certificate has expired', advice: RENEW },
  CERT_NOT_YET_VALID: {
    what: 'its certificate is not valid yet',
    advice:
      "Check this computer's date and time; if they are right, the certificate is for the server's administrator to fix.",
  },
  ERR_TLS_CERT_ALTNAME_INVALID: {
    what: 'its certificate is for another host name',
    advice:
      'Check the address for a typo, and that it is the service (or your own proxy) and not another server; a server that should answer at this name needs a certificate for it from its administrator.',
  },
  CERT_REVOKED: { what: 'its certificate has been revoked', advice: RENEW },
};

/** The certificate problem a transport failure reports, with its code kept for a search or a support request. */
export function certificateProblem(failure: string): CertificateProblem | undefined {
  for (const [code, problem] of Object.entries(PROBLEMS)) {
    if (new RegExp(`\\b${code}\\b`).test(failure)) return { ...problem, what: `${problem.what} (${code})` };
  }
  return undefined;
}
