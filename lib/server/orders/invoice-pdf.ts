/**
 * Tax documents as PDFs: the GST tax invoice (Rule 46) and the credit note (Rule 53), drawn the same
 * way. Everything printed comes from the document as issued (its frozen supplier, recipient and tax),
 * never from today's facts, and the PDF's dates and file ID come from the document's own date, so
 * the same document always renders to the same bytes. Text in any script goes through
 * lib/server/orders/pdf-text.ts (embedded Noto fonts with OpenType shaping). With the owner's
 * certificate configured, the invoice and the credit note are then digitally signed
 * (lib/server/orders/pdf-signature.ts); the signature, timed when it is made, is the only part that differs.
 */
import 'server-only';
import PDFDocument from 'pdfkit';
import { gstOf } from '@/lib/gst/tax';
import { formatMoney, type Money } from '@/lib/money';
import { rupeesInWords } from '@/lib/gst/words';
import { signatureImage } from '@/lib/server/tax/business';
import type { StoredCreditNote, StoredInvoice, StoredParty, StoredTax, StoredTaxLine } from '@/lib/server/tax/order-tax';
import { signTaxDocumentPdf } from './pdf-signature';
import { drawLines, drawText, layoutText, registerFonts, type TextStyle } from './pdf-text';
import { INDIA_TIME_ZONE } from '@/lib/india-date';

const MARGIN = 36;
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** Room kept at the foot of every page for the document line and page number. */
const FOOTER = 28;
const BOTTOM = PAGE_HEIGHT - MARGIN - FOOTER;
const INK = '#111111';
const SOFT = '#555555';
const RULE = '#cccccc';

const indiaDate = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA_TIME_ZONE, day: '2-digit', month: 'short', year: 'numeric' });
export const formatDocumentDate = (date: Date) => indiaDate.format(date);

/** One tax document as printed. */
export interface TaxDocumentPrint {
  /** "TAX INVOICE", "CREDIT NOTE". */
  title: string;
  /** "Invoice", "Credit note": before "number" and "date". */
  label: string;
  number: string;
  issuedAt: Date;
  supplier: StoredParty;
  recipient: StoredParty;
  tax: StoredTax;
  /** Lines printed under the number and date (e.g. the original invoice a credit note reverses). */
  particulars?: Array<[string, string]>;
}

interface Column {
  header: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: StoredTaxLine, index: number) => string;
}

/** A rate as printed: 9%, 2.5%. */
const percent = (rate: number) => `${Number.isInteger(rate) ? rate : rate.toFixed(1)}%`;

function partyLines(party: StoredParty, supplier: boolean): string[] {
  const lines = [party.name];
  if (party.legalName && party.legalName !== party.name) lines.push(supplier ? `Legal name: ${party.legalName}` : `Attn: ${party.legalName}`);
  lines.push(party.address);
  lines.push(`State: ${party.state} (code ${party.stateCode})`);
  if (party.gstin) lines.push(`GSTIN: ${party.gstin}`);
  else lines.push(supplier ? 'GSTIN: not registered' : 'GSTIN: Unregistered (consumer)');
  return lines;
}

function columnsFor(intra: boolean): Column[] {
  const money = (pick: (line: StoredTaxLine) => Money) => (line: StoredTaxLine) => formatMoney(pick(line), 'document');
  const columns: Column[] = [
    { header: '#', width: 14, align: 'left', cell: (_, i) => String(i + 1) },
    { header: 'Description', width: 0, align: 'left', cell: (line) => line.name },
    { header: 'HSN', width: 40, align: 'left', cell: (line) => line.hsnCode ?? '-' },
    { header: 'Qty', width: 20, align: 'right', cell: (line) => String(line.quantity) },
    { header: 'Unit', width: 22, align: 'left', cell: () => 'Nos' },
    { header: 'Rate (incl. GST)', width: 50, align: 'right', cell: money((line) => line.unitPaise) },
    { header: 'Taxable value', width: 52, align: 'right', cell: money((line) => line.taxableValue) },
    ...(intra
      ? ([
          { header: 'CGST rate', width: 28, align: 'right', cell: (line) => percent(line.rate / 2) },
          { header: 'CGST', width: 44, align: 'right', cell: money((line) => line.cgst) },
          { header: 'SGST rate', width: 28, align: 'right', cell: (line) => percent(line.rate / 2) },
          { header: 'SGST', width: 44, align: 'right', cell: money((line) => line.sgst) },
        ] satisfies Column[])
      : ([
          { header: 'IGST rate', width: 30, align: 'right', cell: (line) => percent(line.rate) },
          { header: 'IGST', width: 50, align: 'right', cell: money((line) => line.igst) },
        ] satisfies Column[])),
    { header: 'Amount', width: 54, align: 'right', cell: money((line) => line.amount) },
  ];
  const gap = 3;
  columns[1]!.width = CONTENT_WIDTH - columns.reduce((sum, column) => sum + column.width, 0) - gap * (columns.length - 1);
  return columns;
}

/** Renders a tax document; `signature` is the supplier's signature image, when it has one. */
export function renderTaxDocumentPdf(print: TaxDocumentPrint, signature?: Buffer | null): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    autoFirstPage: true,
    // Fixed from the document itself: the PDF's file ID is derived from these, so renders are byte-identical.
    info: {
      Title: `${print.label} ${print.number}`,
      Author: print.supplier.name,
      Subject: print.title,
      CreationDate: print.issuedAt,
      ModDate: print.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerFonts(doc);
  doc.fillColor(INK);

  const { tax } = print;
  const intra = tax.supplyType === 'intra-state';
  const regular: TextStyle = { size: 9 };
  const bold: TextStyle = { size: 9, bold: true };
  let y = MARGIN;

  const ensureRoom = (height: number, onNewPage?: () => void) => {
    if (y + height <= BOTTOM) return;
    doc.addPage();
    y = MARGIN;
    onNewPage?.();
  };

  // Title.
  y = drawText(doc, print.title, MARGIN, y, CONTENT_WIDTH, { size: 16, bold: true, align: 'center' });
  y += 8;

  // Supplier (left) and the document's particulars (right).
  const half = CONTENT_WIDTH / 2 - 8;
  const right = MARGIN + CONTENT_WIDTH / 2 + 8;
  let left = drawText(doc, 'Supplier', MARGIN, y, half, bold);
  for (const line of partyLines(print.supplier, true)) left = drawText(doc, line, MARGIN, left, half, regular);
  let rightY = drawText(doc, print.label, right, y, half, bold);
  const particulars: Array<[string, string]> = [
    [`${print.label} number`, print.number],
    [`${print.label} date`, formatDocumentDate(print.issuedAt)],
    ...(print.particulars ?? []),
    ['Place of supply', `${tax.placeOfSupply} (state code ${tax.placeOfSupplyCode})`],
    ['Supply', intra ? 'Intra-state (CGST + SGST)' : 'Inter-state (IGST)'],
    ['Reverse charge', 'No'],
  ];
  for (const [label, value] of particulars) rightY = drawText(doc, `${label}: ${value}`, right, rightY, half, regular);
  y = Math.max(left, rightY) + 10;

  // Recipient.
  y = drawText(doc, 'Bill to', MARGIN, y, CONTENT_WIDTH, bold);
  for (const line of partyLines(print.recipient, false)) y = drawText(doc, line, MARGIN, y, CONTENT_WIDTH, regular);
  y += 10;

  // Lines, the header row repeated on every page the table runs onto.
  const columns = columnsFor(intra);
  const cellStyle: TextStyle = { size: 7.5 };
  const headerStyle: TextStyle = { size: 7.5, bold: true };
  const drawRow = (cells: string[], style: TextStyle, keepWith = 0): void => {
    const laid = cells.map((cell, i) => layoutText(doc, cell, columns[i]!.width, style));
    const height = Math.max(...laid.map((cell) => cell.height)) + 6;
    ensureRoom(height + keepWith, style === headerStyle ? undefined : drawHeader);
    let x = MARGIN;
    laid.forEach((cell, i) => {
      const column = columns[i]!;
      drawLines(doc, cell.lines, x, y + 3, column.width, { ...style, align: column.align });
      x += column.width + 3;
    });
    y += height;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + CONTENT_WIDTH, y)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
  };
  function drawHeader() {
    drawRow(
      columns.map((column) => column.header),
      headerStyle,
    );
  }
  // The header never stands alone at a page's foot: it needs room for one line under it.
  ensureRoom(60);
  drawHeader();
  tax.lines.forEach((line, i) =>
    drawRow(
      columns.map((column) => column.cell(line, i)),
      cellStyle,
    ),
  );

  // Totals.
  y += 10;
  const totals: Array<[string, string, boolean]> = [
    ['Total taxable value (Rs.)', formatMoney(tax.taxableValue, 'document'), false],
    ...(intra
      ? ([
          ['CGST (Rs.)', formatMoney(tax.cgst, 'document'), false],
          ['SGST (Rs.)', formatMoney(tax.sgst, 'document'), false],
        ] as Array<[string, string, boolean]>)
      : ([['IGST (Rs.)', formatMoney(tax.igst, 'document'), false]] as Array<[string, string, boolean]>)),
    ['Total tax (Rs.)', formatMoney(gstOf(tax), 'document'), false],
    [`${print.label} total (Rs.)`, formatMoney(tax.amount, 'document'), true],
  ];
  ensureRoom(totals.length * 13 + 60);
  const labelX = MARGIN + CONTENT_WIDTH - 250;
  for (const [label, value, strong] of totals) {
    const style = strong ? bold : regular;
    drawText(doc, label, labelX, y, 160, style);
    y = drawText(doc, value, labelX + 160, y, 90, { ...style, align: 'right' }) + 2;
  }
  y += 8;
  const words = layoutText(doc, `Amount in words: ${rupeesInWords(tax.amount)}`, CONTENT_WIDTH, regular);
  ensureRoom(words.height + 20);
  y = drawLines(doc, words.lines, MARGIN, y, CONTENT_WIDTH, regular) + 4;
  doc.fillColor(SOFT);
  y = drawText(doc, 'Prices include GST. Taxable value per line = amount x 100 / (100 + rate), rounded to the paisa.', MARGIN, y, CONTENT_WIDTH, { size: 8 });
  doc.fillColor(INK);

  // Signature.
  y += 16;
  ensureRoom(90);
  const signX = MARGIN + CONTENT_WIDTH - 220;
  y = drawText(doc, `For ${print.supplier.name}`, signX, y, 220, { ...bold, align: 'right' }) + 4;
  if (signature) {
    doc.image(signature, signX + 60, y, { fit: [160, 44], align: 'right', valign: 'center' });
  }
  y += 48;
  drawText(doc, 'Authorised Signatory', signX, y, 220, { ...regular, align: 'right' });

  // Every page: the document, its date and "Page X of Y".
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const footY = PAGE_HEIGHT - MARGIN - 12;
    doc
      .moveTo(MARGIN, footY - 4)
      .lineTo(MARGIN + CONTENT_WIDTH, footY - 4)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
    doc.fillColor(SOFT);
    drawText(doc, `${print.label} ${print.number} dated ${formatDocumentDate(print.issuedAt)}`, MARGIN, footY, CONTENT_WIDTH / 2, { size: 8 });
    drawText(doc, `Page ${index - range.start + 1} of ${range.count}`, MARGIN + CONTENT_WIDTH / 2, footY, CONTENT_WIDTH / 2, { size: 8, align: 'right' });
    doc.fillColor(INK);
  }

  doc.end();
  return done;
}

/** The supplier's signature image as issued, if it had one. */
async function signatureOf(party: StoredParty): Promise<Buffer | null> {
  return party.signature ? ((await signatureImage(party.signature))?.data ?? null) : null;
}

/**
 * The tax invoice as a PDF: the same whatever happened to the order since (a cancelled order's
 * invoice is reversed by a credit note, never altered).
 */
export async function renderInvoicePdf(invoice: StoredInvoice): Promise<Buffer> {
  const pdf = await renderTaxDocumentPdf(
    {
      title: 'TAX INVOICE',
      label: 'Invoice',
      number: invoice.number,
      issuedAt: invoice.issuedAt,
      supplier: invoice.supplier,
      recipient: invoice.recipient,
      tax: invoice.tax,
    },
    await signatureOf(invoice.supplier),
  );
  return signTaxDocumentPdf(pdf, { reason: `Tax invoice ${invoice.number}`, name: invoice.supplier.name, location: invoice.supplier.state });
}

/**
 * A credit note as a PDF, with Rule 53's particulars: its own number and date, the original invoice's
 * number and date, the reason, and the taxable value and tax it reverses, line by line.
 */
export async function renderCreditNotePdf(note: StoredCreditNote): Promise<Buffer> {
  const pdf = await renderTaxDocumentPdf(
    {
      title: 'CREDIT NOTE',
      label: 'Credit note',
      number: note.number,
      issuedAt: note.issuedAt,
      supplier: note.supplier,
      recipient: note.recipient,
      tax: note.tax,
      particulars: [
        ['Against tax invoice', `${note.invoiceNumber} dated ${formatDocumentDate(note.invoiceIssuedAt)}`],
        ['Reason', note.reason],
      ],
    },
    await signatureOf(note.supplier),
  );
  return signTaxDocumentPdf(pdf, { reason: `Credit note ${note.number}`, name: note.supplier.name, location: note.supplier.state });
}

/** A tax document PDF as a download: `Invoice-SV-26-27-00001.pdf`, `Credit-note-CN-26-27-00001.pdf`. */
export function taxDocumentPdfResponse(pdf: Buffer, fileStem: string, number: string, status = 200): Response {
  return new Response(new Uint8Array(pdf), {
    status,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileStem}-${number.replace(/\//g, '-')}.pdf"`,
      'Cache-Control': 'private, no-store',
      'Content-Length': String(pdf.byteLength),
    },
  });
}

/** The invoice PDF as a download: `Invoice-SV-26-27-00001.pdf`. */
export const invoicePdfResponse = (pdf: Buffer, number: string, status = 200) => taxDocumentPdfResponse(pdf, 'Invoice', number, status);
