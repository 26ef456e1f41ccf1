/**
 * The tax-document PDF as a reader sees it: every script readable (embedded Noto fonts, shaped), a
 * placeholder for what no font has, CGST and SGST rates apart, the document on every page, and the
 * same bytes every time. Read back with poppler (pdftotext, pdffonts), as an accountant's viewer would.
 */
import { paise } from '@/lib/money';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { sumTax, taxLine, type SupplyType } from '@/lib/gst/tax';
import { renderTaxDocumentPdf, type TaxDocumentPrint } from '@/lib/server/orders/invoice-pdf';
import { EMOJI_PLACEHOLDER } from '@/lib/server/orders/pdf-text';
import type { StoredTaxLine } from '@/lib/server/tax/order-tax';
import { pdfFolder } from '../helpers/pdf-files';

const { saved } = pdfFolder('invoice-pdf');
const text = (file: string, page?: number) =>
  execFileSync('pdftotext', [...(page ? ['-f', String(page), '-l', String(page)] : []), '-layout', file, '-'], { encoding: 'utf8' });
const pageCount = (file: string) => Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);

function lines(count: number, supply: SupplyType, names: string[]): StoredTaxLine[] {
  return Array.from({ length: count }, (_, i) => {
    const unitPaise = paise(118_000 + i);
    const quantity = 1 + (i % 2);
    return {
      productId: 'p',
      name: names[i % names.length]!,
      hsnCode: '8443',
      quantity,
      unitPaise,
      ...taxLine({ unitPaise, quantity, rate: i % 2 ? 5 : 18 }, supply),
    };
  });
}

function invoice(count: number, supply: SupplyType, names: string[], recipientName = 'Harpreet Kaur'): TaxDocumentPrint {
  const taxLines = lines(count, supply, names);
  const place = supply === 'intra-state' ? { placeOfSupply: 'Punjab', placeOfSupplyCode: '03' } : { placeOfSupply: 'Delhi', placeOfSupplyCode: '07' };
  return {
    title: 'TAX INVOICE',
    label: 'Invoice',
    number: 'SV/26-27/00042',
    issuedAt: new Date('2026-11-27T06:30:00Z'),
    supplier: {
      name: 'Sanvio Technologies',
      legalName: 'Rajinder Singh',
      address: 'SCO 14, Ludhiana, Punjab 141001',
      gstin: '03ABKPS1234R1ZA',
      state: 'Punjab',
      stateCode: '03',
    },
    recipient: {
      name: recipientName,
      legalName: null,
      address: '12 Model Town, Ludhiana',
      gstin: null,
      state: place.placeOfSupply,
      stateCode: place.placeOfSupplyCode,
    },
    tax: { supplyType: supply, ...place, lines: taxLines, ...sumTax(taxLines) },
  };
}

describe('the tax-document PDF', () => {
  it('embeds Noto fonts (no built-in Helvetica) and prints Punjabi, Hindi and Arabic names as text; an emoji becomes a placeholder', async () => {
    const file = saved(await renderTaxDocumentPdf(invoice(3, 'intra-state', ['ਪੰਜਾਬੀ ਪ੍ਰਿੰਟਰ', 'राजेश कुमार', 'طابعة إيصالات'], 'Cash 😀 Counter')));
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    expect(fonts).not.toMatch(/Helvetica/);
    for (const family of ['NotoSans-', 'NotoSansDevanagari', 'NotoSansGurmukhi', 'NotoSansArabic']) expect(fonts).toContain(family);
    // Every font line says "emb yes sub yes".
    for (const line of fonts.split('\n').slice(2).filter(Boolean)) expect(line).toMatch(/yes\s+yes\s+yes/);
    const printed = text(file);
    expect(printed).toContain('राजेश कुमार');
    expect(printed).toContain('طابعة إيصالات');
    // Gurmukhi's matras print before their consonant (pdftotext reads glyphs in drawing order): the
    // words are there as glyphs, not as missing-glyph boxes.
    expect(printed).toMatch(/ਪੰਜਾਬੀ/);
    expect(printed).toContain(`Cash ${EMOJI_PLACEHOLDER} Counter`);
  });

  it('prints the CGST and SGST rates apart (half the GST rate each); an inter-state invoice the IGST rate', async () => {
    const intra = text(saved(await renderTaxDocumentPdf(invoice(2, 'intra-state', ['Receipt printer']))));
    expect(intra).toMatch(/CGST\s+SGST/);
    expect(intra).toMatch(/rate\s+rate/);
    expect(intra).toMatch(/9%\s+[\d,.]+\s+9%/);
    expect(intra).toMatch(/2\.5%\s+[\d,.]+\s+2\.5%/);
    const inter = text(saved(await renderTaxDocumentPdf(invoice(2, 'inter-state', ['Receipt printer']))));
    expect(inter).toContain('IGST');
    expect(inter).not.toContain('CGST');
    expect(inter).toMatch(/18%\s+[\d,.]+\s+[\d,.]+/);
  });

  it('a long invoice carries its number, date and "Page X of Y" on every page, and the table header on every page of the table', async () => {
    const file = saved(await renderTaxDocumentPdf(invoice(70, 'intra-state', ['Receipt printer with a long name that wraps onto a second line'])));
    const pages = pageCount(file);
    expect(pages).toBeGreaterThanOrEqual(3);
    for (let page = 1; page <= pages; page += 1) {
      const printed = text(file, page);
      expect(printed).toContain('Invoice SV/26-27/00042 dated 27 Nov 2026');
      expect(printed).toContain(`Page ${page} of ${pages}`);
      if (page < pages) expect(printed).toMatch(/#\s+Description\s+HSN\s+Qty/);
    }
    // Every line is there once, in order.
    const all = text(file);
    const numbers = [...all.matchAll(/^\s*(\d+)\s+Receipt printer/gm)].map((match) => Number(match[1]));
    expect(numbers).toEqual(Array.from({ length: 70 }, (_, i) => i + 1));
  });

  it('rendering the same document twice gives the same bytes', async () => {
    const print = invoice(30, 'intra-state', ['ਪੰਜਾਬੀ ਪ੍ਰਿੰਟਰ', 'राजेश कुमार']);
    const [first, second] = await Promise.all([renderTaxDocumentPdf(print), renderTaxDocumentPdf(print)]);
    expect(first.equals(second)).toBe(true);
    const later = await renderTaxDocumentPdf({ ...print, number: 'SV/26-27/00043' });
    expect(later.equals(first)).toBe(false);
  });
});
