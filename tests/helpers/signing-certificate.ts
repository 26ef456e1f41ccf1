/**
 * A throwaway signing certificate for the tests that sign tax-document PDFs: a self-signed RSA
 * certificate with its private key in a PKCS#12 file, made here (node-forge for the PKCS#12, Node's
 * crypto for the key), so no openssl or download is needed.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import forge from 'node-forge';

export interface TestCertificate {
  file: string;
  passphrase: string;
  commonName: string;
}

export function makeSigningCertificate(commonName = 'Rajinder Singh', passphrase = 'test passphrase 1'): TestCertificate {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  certificate.serialNumber = '01';
  // Valid long before and after any date a test signs on.
  certificate.validity.notBefore = new Date('2020-01-01T00:00:00Z');
  certificate.validity.notAfter = new Date('2040-01-01T00:00:00Z');
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'Sanvio Technologies' },
    { name: 'countryName', value: 'IN' },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  certificate.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [certificate], passphrase, { algorithm: '3des' });
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'signing-')), 'owner.p12');
  writeFileSync(file, Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'));
  return { file, passphrase, commonName };
}
