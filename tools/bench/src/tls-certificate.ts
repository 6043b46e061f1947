import { createHash, X509Certificate } from 'node:crypto';
import { generate } from 'selfsigned';

export interface TlsCertificate {
  /** PEM private key. */
  key: string;
  /** PEM certificate, valid for https://127.0.0.1 and https://localhost. */
  cert: string;
  /** base64 sha256 of the certificate's SubjectPublicKeyInfo, as Chromium's `--ignore-certificate-errors-spki-list` wants it. */
  spkiSha256: string;
}

/** The sha256 of a certificate's public key (DER SubjectPublicKeyInfo), base64. */
function spkiSha256(certPem: string): string {
  const spki = new X509Certificate(certPem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

/**
 * A throw-away self-signed certificate for the local servers, made at run time so no key is
 * ever committed; Chromium trusts it by its public key's hash only for the runs it is passed to.
 */
export async function localCertificate(): Promise<TlsCertificate> {
  const notBeforeDate = new Date(Date.now() - 60_000);
  const { private: key, cert } = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate: new Date(notBeforeDate.getTime() + 7 * 24 * 3600_000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }, { type: 2, value: 'localhost' }] },
    ],
  });
  return { key, cert, spkiSha256: spkiSha256(cert) };
}
