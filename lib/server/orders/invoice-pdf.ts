/**
 * The GST tax invoice as a PDF (pdfkit, its built-in Helvetica: no font files to ship). Everything
 * printed comes from the invoice as issued (lib/server/orders/invoices.ts), never from today's facts, so the
 * same invoice always prints the same. Amounts are in rupees ("Rs.": the built-in fonts have no ₹).
 */
import 'server-only';
import PDFDocument from 'pdfkit';
import { paiseAsRupees } from '@/lib/gst/tax';
import { rupeesInWords } from '@/lib/gst/words';
import type { StoredInvoice, StoredParty } from '@/lib/server/tax/order-tax';

const MARGIN = 36;
const PAGE_WIDTH = 595.28;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const INK = '#111111';
const SOFT = '#555555';

const indiaDate = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', year: 'numeric' });

interface Column {
  header: string;
  width: number;
  align: 'left' | 'right' | 'center';
}

function partyLines(party: StoredParty, withContact: boolean): string[] {
  const lines = [party.name];
  if (party.legalName && party.legalName !== party.name) lines.push(withContact ? `Attn: ${party.legalName}` : `Legal name: ${party.legalName}`);
  lines.push(party.address);
  lines.push(`State: ${party.state} (code ${party.stateCode})`);
  lines.push(party.gstin ? `GSTIN: ${party.gstin}` : 'GSTIN: Unregistered (consumer)');
  return lines;
}

export function renderInvoicePdf(invoice: StoredInvoice, options: { cancelled?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // Dated when the invoice was issued, not when it is drawn: the same invoice is the same bytes every time.
    info: { Title: `Tax Invoice ${invoice.number}`, Author: invoice.supplier.name, Subject: 'GST tax invoice', CreationDate: new Date(invoice.issuedAt) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { tax } = invoice;
  const intra = tax.supplyType === 'intra-state';

  // Title and supplier.
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(16).text('TAX INVOICE', MARGIN, MARGIN, { width: CONTENT_WIDTH, align: 'center' });
  if (options.cancelled) {
    doc.fillColor('#b00020').fontSize(13).text('CANCELLED', { width: CONTENT_WIDTH, align: 'center' });
    doc.fillColor(INK);
  }
  doc.moveDown(0.5);
  const top = doc.y;
  const half = CONTENT_WIDTH / 2 - 8;
  doc.font('Helvetica-Bold').fontSize(9).text('Supplier', MARGIN, top);
  doc.font('Helvetica').fontSize(9);
  for (const line of partyLines(invoice.supplier, false)) doc.text(line, { width: half });
  const leftBottom = doc.y;

  const right = MARGIN + CONTENT_WIDTH / 2 + 8;
  doc.font('Helvetica-Bold').text('Invoice', right, top);
  doc.font('Helvetica');
  doc.text(`Invoice number: ${invoice.number}`, right, doc.y, { width: half });
  doc.text(`Invoice date: ${indiaDate.format(invoice.issuedAt)}`, { width: half });
  doc.text(`Place of supply: ${tax.placeOfSupply} (state code ${tax.placeOfSupplyCode})`, { width: half });
  doc.text(`Supply: ${intra ? 'Intra-state (CGST + SGST)' : 'Inter-state (IGST)'}`, { width: half });
  doc.text('Reverse charge: No', { width: half });
  const rightBottom = doc.y;

  doc.y = Math.max(leftBottom, rightBottom) + 10;
  doc.font('Helvetica-Bold').text('Bill to', MARGIN, doc.y);
  doc.font('Helvetica');
  for (const line of partyLines(invoice.recipient, true)) doc.text(line, MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.8);

  // Lines.
  const fixed: Column[] = [
    { header: '#', width: 16, align: 'left' },
    { header: 'Description', width: 0, align: 'left' },
    { header: 'HSN', width: 46, align: 'left' },
    { header: 'Qty', width: 24, align: 'right' },
    { header: 'Unit', width: 26, align: 'left' },
    { header: 'Rate (incl. GST)', width: 56, align: 'right' },
    { header: 'Taxable value', width: 58, align: 'right' },
    { header: 'GST %', width: 28, align: 'right' },
    ...(intra
      ? [
          { header: 'CGST', width: 50, align: 'right' as const },
          { header: 'SGST', width: 50, align: 'right' as const },
        ]
      : [{ header: 'IGST', width: 56, align: 'right' as const }]),
    { header: 'Amount', width: 58, align: 'right' },
  ];
  const description = fixed[1]!;
  description.width = CONTENT_WIDTH - fixed.reduce((sum, column) => sum + column.width, 0) - 2 * (fixed.length - 1);

  const drawRow = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: fixed[i]!.width }));
    const height = Math.max(...heights) + 6;
    if (doc.y + height > doc.page.height - MARGIN - 120) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const column = fixed[i]!;
      doc.text(cell, x, y + 3, { width: column.width, align: column.align });
      x += column.width + 2;
    });
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + CONTENT_WIDTH, y + height)
      .strokeColor('#cccccc')
      .lineWidth(0.5)
      .stroke();
    doc.y = y + height;
  };

  drawRow(
    fixed.map((column) => column.header),
    true,
  );
  tax.lines.forEach((line, i) => {
    drawRow(
      [
        String(i + 1),
        line.name,
        line.hsnCode ?? '-',
        String(line.quantity),
        'Nos',
        paiseAsRupees(line.unitPaise),
        paiseAsRupees(line.taxableValue),
        `${line.rate}%`,
        ...(intra ? [paiseAsRupees(line.cgst), paiseAsRupees(line.sgst)] : [paiseAsRupees(line.igst)]),
        paiseAsRupees(line.amount),
      ],
      false,
    );
  });

  // Totals.
  doc.moveDown(0.8);
  const labelX = MARGIN + CONTENT_WIDTH - 250;
  const total = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    doc.text(label, labelX, y, { width: 160 });
    doc.text(value, labelX + 160, y, { width: 90, align: 'right' });
  };
  total('Total taxable value (Rs.)', paiseAsRupees(tax.taxableValue));
  if (intra) {
    total('CGST (Rs.)', paiseAsRupees(tax.cgst));
    total('SGST (Rs.)', paiseAsRupees(tax.sgst));
  } else {
    total('IGST (Rs.)', paiseAsRupees(tax.igst));
  }
  total('Total tax (Rs.)', paiseAsRupees(tax.cgst + tax.sgst + tax.igst));
  total('Invoice total (Rs.)', paiseAsRupees(tax.amount), true);

  doc.moveDown(1);
  doc.font('Helvetica-Bold').fontSize(9).text('Amount in words: ', MARGIN, doc.y, { continued: true });
  doc.font('Helvetica').text(rupeesInWords(tax.amount));
  doc.moveDown(0.5);
  doc
    .fillColor(SOFT)
    .fontSize(8)
    .text('Prices include GST. Taxable value per line = amount x 100 / (100 + rate), rounded to the paisa.', { width: CONTENT_WIDTH });
  doc.fillColor(INK);

  // Signature.
  doc.moveDown(2.5);
  const signX = MARGIN + CONTENT_WIDTH - 200;
  doc.font('Helvetica-Bold').fontSize(9).text(`For ${invoice.supplier.name}`, signX, doc.y, { width: 200, align: 'right' });
  doc.moveDown(2.5);
  doc.font('Helvetica').text('Authorised Signatory', signX, doc.y, { width: 200, align: 'right' });

  doc.end();
  return done;
}

/** The PDF as a download: `Invoice-SV-26-27-00001.pdf`. */
export function invoicePdfResponse(pdf: Buffer, number: string, status = 200): Response {
  return new Response(new Uint8Array(pdf), {
    status,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="Invoice-${number.replace(/\//g, '-')}.pdf"`,
      'Cache-Control': 'private, no-store',
      'Content-Length': String(pdf.byteLength),
    },
  });
}
