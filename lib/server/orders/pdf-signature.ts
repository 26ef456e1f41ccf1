/**
 * The owner's digital signature on each tax document PDF (invoices and credit notes), when the
 * configuration names a PKCS#12 certificate (PDF_SIGNING_CERTIFICATE, with PDF_SIGNING_PASSPHRASE):
 * an invisible signature (adbe.pkcs7.detached, SHA-256) over the whole rendered document, added as
 * an incremental update, which any PDF reader (and poppler's pdfsig) checks. Without a certificate
 * the PDF is returned as rendered, so its bytes stay the same on every render.
 *
 * The certificate is read and tried once when the server starts (signingCertificateProblem, called by
 * lib/server/platform/start-up.ts): a missing or unreadable file, a file that is not PKCS#12, a wrong
 * passphrase or a certificate without its private key stops the server with a message, instead of
 * failing at the first invoice.
 */
import 'server-only';
import { readFile } from 'node:fs/promises';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { P12Signer } from '@signpdf/signer-p12';
import signpdf from '@signpdf/signpdf';
import { config, type Config } from '@/lib/server/platform/config.mjs';

/** What the signature dictionary says besides the signature itself. */
export interface SignatureDetails {
  /** Why it is signed: "Tax invoice SV/26-27/00001". */
  reason: string;
  /** The signer as printed: the supplier's name. */
  name: string;
  /** Where: the supplier's state. */
  location: string;
}

type SigningSettings = Pick<Config, 'PDF_SIGNING_CERTIFICATE' | 'PDF_SIGNING_PASSPHRASE'>;

let loaded: { file: string; bytes: Buffer } | undefined;

/**
 * A signer for the configured certificate, or null when none is set. The file is read once; a signer
 * is made for each signature (P12Signer consumes its copy of the certificate when it signs).
 */
async function signerFor(settings: SigningSettings): Promise<P12Signer | null> {
  const file = settings.PDF_SIGNING_CERTIFICATE;
  if (!file) return null;
  if (loaded?.file !== file) loaded = { file, bytes: await readFile(file) };
  return new P12Signer(loaded.bytes, { passphrase: settings.PDF_SIGNING_PASSPHRASE });
}

/** The rendered PDF signed with the configured certificate, or unchanged when none is configured. */
export async function signTaxDocumentPdf(pdf: Buffer, details: SignatureDetails, settings: SigningSettings = config()): Promise<Buffer> {
  const signer = await signerFor(settings);
  if (!signer) return pdf;
  const signingTime = new Date();
  const prepared = plainAddPlaceholder({ pdfBuffer: pdf, ...details, contactInfo: '', signingTime });
  return signpdf.sign(prepared, signer, signingTime);
}

/** A one-page PDF the start-up check signs, as a real document would be. */
const PROBE_PDF = `%PDF-1.3
1 0 obj
<< /Type /Catalog /Pages 2 0 R >>
endobj
2 0 obj
<< /Type /Pages /Kids [3 0 R] /Count 1 >>
endobj
3 0 obj
<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] >>
endobj
`;

function probePdf(): Buffer {
  const offsets: number[] = [];
  let at = PROBE_PDF.indexOf('1 0 obj');
  for (let index = 1; index <= 3; index += 1) {
    offsets.push(at);
    at = PROBE_PDF.indexOf(`${index + 1} 0 obj`);
  }
  const xref = PROBE_PDF.length;
  const table = ['xref', '0 4', '0000000000 65535 f ', ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `)].join('\n');
  return Buffer.from(`${PROBE_PDF}${table}\ntrailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`, 'latin1');
}

/**
 * Why the configured certificate cannot sign, as one line naming the setting, or null when it can
 * (or none is configured). It signs a small PDF, so everything signing needs is tried.
 */
export async function signingCertificateProblem(settings: SigningSettings = config()): Promise<string | null> {
  const file = settings.PDF_SIGNING_CERTIFICATE;
  if (!file) return null;
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT' ? 'does not exist' : code === 'EACCES' ? 'cannot be read by this server (permissions)' : `cannot be read (${code ?? String(error)})`;
    return `PDF_SIGNING_CERTIFICATE names "${file}", which ${why}. Give the path of the owner's PKCS#12 certificate (.p12 or .pfx), or leave it unset to issue unsigned PDFs.`;
  }
  try {
    const signer = new P12Signer(bytes, { passphrase: settings.PDF_SIGNING_PASSPHRASE });
    const prepared = plainAddPlaceholder({ pdfBuffer: probePdf(), reason: 'Start-up check', name: 'Start-up check', location: '', contactInfo: '' });
    await signpdf.sign(prepared, signer);
    return null;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (/password|mac could not be verified|invalid password/i.test(reason)) {
      return `PDF_SIGNING_PASSPHRASE does not open the certificate "${file}" (PDF_SIGNING_CERTIFICATE): check the passphrase.`;
    }
    return `PDF_SIGNING_CERTIFICATE "${file}" cannot sign PDFs: it must be a PKCS#12 file (.p12 or .pfx) holding the certificate and its private key, opened by PDF_SIGNING_PASSPHRASE (${reason}).`;
  }
}
