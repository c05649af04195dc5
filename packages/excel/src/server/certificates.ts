import { X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from 'selfsigned';

export interface TlsCredentials {
  key: string;
  cert: string;
  /** Where the certificate came from, and what the user must do to trust it. */
  description: string;
}

/** A certificate must outlive the session by this much to be reused. */
const MIN_REMAINING_MS = 24 * 60 * 60 * 1000;

/**
 * The https certificate for localhost: Microsoft's office-addin-dev-certs when the user installed them (their CA is
 * then trusted by the system, which Excel requires), else a self-signed one made once with `selfsigned` and kept in
 * a git-ignored folder.
 */
export async function localhostCredentials(fallbackDir: string, preferOffice = true): Promise<TlsCredentials> {
  const office = preferOffice ? officeDevCertificate() : null;
  if (office) return office;
  const key = join(fallbackDir, 'localhost.key');
  const cert = join(fallbackDir, 'localhost.crt');
  const description =
    `a self-signed certificate in ${fallbackDir}. Excel only loads add-ins from trusted https: run ` +
    '`npx office-addin-dev-certs install` once (it installs a trusted development CA), or trust localhost.crt ' +
    'yourself, or use --http for the preview page in a browser.';
  if (stillValid(key, cert)) return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8'), description };
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 365 * 24 * 60 * 60 * 1000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  });
  mkdirSync(fallbackDir, { recursive: true });
  writeFileSync(key, pems.private, { mode: 0o600 });
  writeFileSync(cert, pems.cert);
  return { key: pems.private, cert: pems.cert, description };
}

function officeDevCertificate(): TlsCredentials | null {
  let paths: { localhostKeyPath: string; localhostCertificatePath: string; certificateDirectory: string };
  try {
    // Only its file locations: installing (which needs administrator rights) stays the user's explicit step.
    paths = require('office-addin-dev-certs/lib/defaults');
  } catch {
    return null;
  }
  if (!stillValid(paths.localhostKeyPath, paths.localhostCertificatePath)) return null;
  return {
    key: readFileSync(paths.localhostKeyPath, 'utf8'),
    cert: readFileSync(paths.localhostCertificatePath, 'utf8'),
    description: `the office-addin-dev-certs certificate in ${paths.certificateDirectory}.`,
  };
}

function stillValid(keyPath: string, certPath: string): boolean {
  if (!existsSync(keyPath) || !existsSync(certPath)) return false;
  try {
    const certificate = new X509Certificate(readFileSync(certPath));
    return (
      Date.parse(certificate.validTo) - Date.now() > MIN_REMAINING_MS &&
      certificate.checkHost('localhost') !== undefined
    );
  } catch {
    return false;
  }
}
