/**
 * The owner's digital signature on the tax-document PDFs (lib/server/orders/pdf-signature.ts), checked
 * as a reader's software checks it: poppler's pdfsig must find the signature valid over the whole
 * document, and must notice one changed byte. The certificate is a throwaway one made by the test.
 * Also: unsigned PDFs stay byte-identical, and a certificate that cannot sign stops the server at
 * start-up with a message naming the setting.
 */
import { paise } from '@/lib/money';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sumTax, taxLine } from '@/lib/gst/tax';
import { renderCreditNotePdf, renderInvoicePdf } from '@/lib/server/orders/invoice-pdf';
import { signingCertificateProblem } from '@/lib/server/orders/pdf-signature';
import { ConfigError, parseConfig } from '@/lib/server/platform/config.mjs';
import type { StoredCreditNote, StoredInvoice, StoredTaxLine } from '@/lib/server/tax/order-tax';
import { makeSigningCertificate } from '../helpers/signing-certificate';
import { pdfFolder } from '../helpers/pdf-files';

const { dir, saved } = pdfFolder('pdf-signature');
/** pdfsig's report (it exits non-zero for an unsigned or badly signed file, so both streams are read). */
function pdfsig(file: string): string {
  const run = spawnSync('pdfsig', [file], { encoding: 'utf8' });
  return `${run.stdout}${run.stderr}`;
}
const pdftotext = (file: string) => spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).stdout;

const certificate = makeSigningCertificate('Rajinder Singh');

const taxLines: StoredTaxLine[] = [
  {
    productId: 'a',
    name: 'Thermal Receipt Printer',
    hsnCode: '8443',
    quantity: 2,
    unitPaise: paise(1_180_000),
    ...taxLine({ unitPaise: paise(1_180_000), quantity: 2, rate: 18 }, 'intra-state'),
  },
];
const supplier = {
  name: 'Sanvio Technologies',
  legalName: 'Rajinder Singh',
  address: 'SCO 14, Ludhiana, Punjab 141001',
  gstin: '03ABKPS1234R1ZA',
  state: 'Punjab',
  stateCode: '03',
};
const recipient = { name: 'Harpreet Kaur', legalName: null, address: '12 Model Town, Ludhiana', gstin: null, state: 'Punjab', stateCode: '03' };
const tax = { supplyType: 'intra-state' as const, placeOfSupply: 'Punjab', placeOfSupplyCode: '03', lines: taxLines, ...sumTax(taxLines) };
const invoice: StoredInvoice = {
  number: 'SV/26-27/00042',
  financialYear: '26-27',
  seq: 42,
  issuedAt: new Date('2026-11-27T06:30:00Z'),
  supplier,
  recipient,
  tax,
};
const note: StoredCreditNote = {
  number: 'CN/26-27/00007',
  financialYear: '26-27',
  seq: 7,
  issuedAt: new Date('2026-11-29T06:30:00Z'),
  reason: 'One printer returned unused',
  kind: 'return',
  invoiceNumber: invoice.number,
  invoiceIssuedAt: invoice.issuedAt,
  supplier,
  recipient,
  tax,
};

/** Signing on for one test: the settings are read from the environment, as in the server. */
function configureSigning(file: string | undefined, passphrase: string | undefined) {
  vi.stubEnv('PDF_SIGNING_CERTIFICATE', file);
  vi.stubEnv('PDF_SIGNING_PASSPHRASE', passphrase);
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('tax-document PDFs without a certificate', () => {
  it('are unsigned and render to the same bytes every time', async () => {
    configureSigning(undefined, undefined);
    const first = await renderInvoicePdf(invoice);
    expect((await renderInvoicePdf(invoice)).equals(first)).toBe(true);
    expect(pdfsig(saved(first))).toMatch(/does not contain any signatures/);
  });
});

describe('tax-document PDFs signed with the owner’s certificate', () => {
  it('the invoice and the credit note carry one signature, valid, over the whole document; the text is unchanged', async () => {
    configureSigning(certificate.file, certificate.passphrase);
    for (const [pdf, number] of [
      [await renderInvoicePdf(invoice), invoice.number],
      [await renderCreditNotePdf(note), note.number],
    ] as const) {
      const file = saved(pdf);
      const report = pdfsig(file);
      expect(report).toContain('Signature #1');
      expect(report).not.toContain('Signature #2');
      expect(report).toContain(`Signer Certificate Common Name: ${certificate.commonName}`);
      expect(report).toContain('Signature Validation: Signature is Valid.');
      // The signed range covers every byte but the signature itself: nothing was added after signing.
      expect(report).toContain('Total document signed');
      expect(report).toMatch(/Signature Type: adbe\.pkcs7\.detached/);
      // The added signature objects are well formed (a reader reports no syntax error).
      expect(report).not.toMatch(/Syntax Error/);
      expect(pdftotext(file)).toContain(number);
    }
  });

  it('one changed byte in the document makes pdfsig report the signature invalid', async () => {
    configureSigning(certificate.file, certificate.passphrase);
    const signed = await renderInvoicePdf(invoice);
    const tampered = Buffer.from(signed);
    // A digit of the invoice's date in its Info dictionary, inside the signed range.
    const at = tampered.indexOf('D:2026');
    expect(at).toBeGreaterThan(0);
    tampered[at + 2] = '3'.charCodeAt(0);
    const report = pdfsig(saved(tampered));
    expect(report).toContain('Signature #1');
    expect(report).not.toContain('Signature Validation: Signature is Valid.');
    expect(report).toMatch(/Signature Validation: Digest Mismatch/);
    // The untouched copy still verifies: the change alone made the difference.
    expect(pdfsig(saved(signed))).toContain('Signature Validation: Signature is Valid.');
  });
});

describe('the certificate is checked when the server starts', () => {
  it('none configured: nothing to check', async () => {
    expect(await signingCertificateProblem({ PDF_SIGNING_CERTIFICATE: undefined, PDF_SIGNING_PASSPHRASE: '' })).toBeNull();
  });

  it('the right file and passphrase: no problem', async () => {
    expect(await signingCertificateProblem({ PDF_SIGNING_CERTIFICATE: certificate.file, PDF_SIGNING_PASSPHRASE: certificate.passphrase })).toBeNull();
  });

  it('a missing file, a wrong passphrase and a file that is not PKCS#12 each get a message naming the setting', async () => {
    const missing = path.join(dir, 'nowhere.p12');
    expect(await signingCertificateProblem({ PDF_SIGNING_CERTIFICATE: missing, PDF_SIGNING_PASSPHRASE: certificate.passphrase })).toBe(
      `PDF_SIGNING_CERTIFICATE names "${missing}", which does not exist. Give the path of the owner's PKCS#12 certificate (.p12 or .pfx), or leave it unset to issue unsigned PDFs.`,
    );
    expect(await signingCertificateProblem({ PDF_SIGNING_CERTIFICATE: certificate.file, PDF_SIGNING_PASSPHRASE: 'wrong' })).toBe(
      `PDF_SIGNING_PASSPHRASE does not open the certificate "${certificate.file}" (PDF_SIGNING_CERTIFICATE): check the passphrase.`,
    );
    const notP12 = path.join(dir, 'not.p12');
    writeFileSync(notP12, '-----BEGIN CERTIFICATE-----\nnot a pkcs12 file\n');
    expect(await signingCertificateProblem({ PDF_SIGNING_CERTIFICATE: notP12, PDF_SIGNING_PASSPHRASE: '' })).toMatch(
      new RegExp(`^PDF_SIGNING_CERTIFICATE "${notP12.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" cannot sign PDFs: it must be a PKCS#12 file`),
    );
  });

  it('a folder instead of a file cannot be read', async () => {
    expect(await signingCertificateProblem({ PDF_SIGNING_CERTIFICATE: dir, PDF_SIGNING_PASSPHRASE: '' })).toBe(
      `PDF_SIGNING_CERTIFICATE names "${dir}", which cannot be read (EISDIR). Give the path of the owner's PKCS#12 certificate (.p12 or .pfx), or leave it unset to issue unsigned PDFs.`,
    );
  });

  it('a passphrase without a certificate is a configuration error', () => {
    expect(() => parseConfig({ PDF_SIGNING_PASSPHRASE: 'secret words' })).toThrow(ConfigError);
    expect(() => parseConfig({ PDF_SIGNING_PASSPHRASE: 'secret words' })).toThrow(/PDF_SIGNING_PASSPHRASE is set without PDF_SIGNING_CERTIFICATE/);
    expect(parseConfig({ PDF_SIGNING_CERTIFICATE: ' /etc/sanvio/owner.p12 ', PDF_SIGNING_PASSPHRASE: ' spaced ' })).toMatchObject({
      PDF_SIGNING_CERTIFICATE: '/etc/sanvio/owner.p12',
      PDF_SIGNING_PASSPHRASE: ' spaced ',
    });
  });

  it('the server refuses to start with a wrong passphrase, before it serves anything', async () => {
    configureSigning(certificate.file, 'wrong');
    const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${String(code)}`);
    });
    const { startUp } = await import('@/lib/server/platform/start-up');
    await expect(startUp()).rejects.toThrow('exit 1');
    expect(exit).toHaveBeenCalledWith(1);
  });
});
