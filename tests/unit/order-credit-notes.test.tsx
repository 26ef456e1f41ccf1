// @vitest-environment jsdom
/**
 * The order card's credit notes (components/admin/orders/order-credit-notes.tsx): the notes listed with
 * their PDFs, and the form that credits returned units: bounded by what each invoice line has left,
 * a reason required, a confirmation showing what the note credits, then the note's number and PDF.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminTexts } from '@/components/admin/admin-texts';
import { checkCreditForm, OrderCreditNotes, returnableLines } from '@/components/admin/orders/order-credit-notes';
import type { Order, OrderCreditNote, OrderTaxLine } from '@/lib/types/order';

const router = { push: vi.fn(), replace: vi.fn(), back: vi.fn(), refresh: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const PRINTER = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const DRAWER = 'bbbbbbbbbbbbbbbbbbbbbbbb';

beforeAll(() => {
  // jsdom has no modal dialogs: open and close set the attribute, as a browser does.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

beforeEach(() => {
  fetchMock.mockReset();
  router.refresh.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function taxLine(productId: string, name: string, quantity: number, unitPrice: number): OrderTaxLine {
  const amount = unitPrice * quantity;
  return { productId, name, hsnCode: '8443', rate: 18, quantity, unitPrice, amount, taxableValue: 0, cgst: 0, sgst: 0, igst: 0 };
}

const note = (number: string, lines: OrderCreditNote['lines'], amount: number, invoiceNumber = 'SV/26-27/00012'): OrderCreditNote => ({
  number,
  issuedAt: '2026-11-20T06:30:00.000Z',
  amount,
  invoiceNumber,
  reason: 'Returned unused',
  lines,
});

function order(change: Partial<Order> = {}): Order {
  return {
    _id: 'cccccccccccccccccccccccc',
    orderNumber: 'SV-7K2M9QX',
    fullName: 'Harpreet Kaur',
    address: '12 Model Town, Ludhiana',
    mobile: '9876543210',
    email: 'h@example.in',
    paymentMethod: 'COD',
    transactionId: null,
    items: [],
    totalAmount: 28497,
    status: 'delivered',
    paid: true,
    createdAt: '2026-11-18T06:30:00.000Z',
    billingState: 'Punjab',
    gstin: null,
    businessName: null,
    tax: {
      supplyType: 'intra-state',
      placeOfSupply: 'Punjab',
      placeOfSupplyCode: '03',
      lines: [taxLine(PRINTER, 'Receipt Printer', 3, 7499.5), taxLine(DRAWER, 'Cash Drawer', 2, 2999)],
      totals: { amount: 28497, taxableValue: 0, cgst: 0, sgst: 0, igst: 0 },
    },
    invoice: { number: 'SV/26-27/00012', issuedAt: '2026-11-19T06:30:00.000Z', cancelled: false },
    creditNotes: [],
    ...change,
  };
}

const onePrinterBack = note('CN/26-27/00004', [{ productId: PRINTER, name: 'Receipt Printer', quantity: 2 }], 14999);

describe('what can still be credited', () => {
  it('each invoice line less the units its notes reversed; notes of an earlier invoice do not count', () => {
    const lines = returnableLines(
      order({ creditNotes: [onePrinterBack, note('CN/26-27/00001', [{ productId: DRAWER, name: 'Cash Drawer', quantity: 2 }], 5998, 'SV/26-27/00003')] }),
    );
    expect(lines.map(({ productId, invoiced, credited, left }) => ({ productId, invoiced, credited, left }))).toEqual([
      { productId: PRINTER, invoiced: 3, credited: 2, left: 1 },
      { productId: DRAWER, invoiced: 2, credited: 0, left: 2 },
    ]);
    expect(returnableLines(order({ invoice: null }))).toEqual([]);
  });

  it('the form: whole units up to what is left, at least one, a reason', () => {
    const lines = returnableLines(order({ creditNotes: [onePrinterBack] }));
    expect(checkCreditForm(lines, {}, '')).toEqual({ errors: { lines: adminTexts.creditNoUnits, reason: adminTexts.creditReasonRequired } });
    expect(checkCreditForm(lines, { [PRINTER]: '2' }, 'x')).toEqual({ errors: { [PRINTER]: adminTexts.creditWholeUnits('Receipt Printer', 1) } });
    expect(checkCreditForm(lines, { [DRAWER]: '1.5' }, 'x')).toEqual({ errors: { [DRAWER]: adminTexts.creditWholeUnits('Cash Drawer', 2) } });
    expect(checkCreditForm(lines, { [DRAWER]: '-1' }, 'x')).toEqual({ errors: { [DRAWER]: adminTexts.creditWholeUnits('Cash Drawer', 2) } });
    expect(checkCreditForm(lines, { [DRAWER]: '1' }, 'x'.repeat(301))).toEqual({ errors: { reason: adminTexts.creditReasonTooLong(300) } });
    expect(checkCreditForm(lines, { [PRINTER]: '1', [DRAWER]: '0' }, '  Box damaged  ')).toEqual({
      draft: { lines: [{ productId: PRINTER, quantity: 1, name: 'Receipt Printer', amountPaise: 749_950 }], reason: 'Box damaged' },
    });
  });
});

describe('OrderCreditNotes', () => {
  it('shows nothing for an order without an invoice or notes', () => {
    const { container } = render(<OrderCreditNotes order={order({ invoice: null })} />);
    expect(container.innerHTML).toBe('');
  });

  it('lists each note with its date, amount, reason and PDF (the k-th note at /credit-notes/k)', () => {
    render(
      <OrderCreditNotes
        order={order({ creditNotes: [onePrinterBack, note('CN/26-27/00009', [{ productId: DRAWER, name: 'Cash Drawer', quantity: 1 }], 2999)] })}
      />,
    );
    const listed = screen.getAllByTestId('credit-note');
    expect(listed).toHaveLength(2);
    expect(listed[0]!.textContent).toContain('CN/26-27/00004 of 20/11/2026, ₹14,999');
    expect(listed[0]!.textContent).toContain('Returned unused');
    expect(screen.getByRole('link', { name: adminTexts.downloadCreditNoteLabel('CN/26-27/00004') }).getAttribute('href')).toBe(
      '/api/orders/cccccccccccccccccccccccc/credit-notes/1',
    );
    expect(screen.getByRole('link', { name: adminTexts.downloadCreditNoteLabel('CN/26-27/00009') }).getAttribute('href')).toBe(
      '/api/orders/cccccccccccccccccccccccc/credit-notes/2',
    );
  });

  it('bounds each line by what is left, and sends nothing while the form is wrong', async () => {
    const user = userEvent.setup();
    render(<OrderCreditNotes order={order({ creditNotes: [onePrinterBack] })} />);
    await user.click(screen.getByRole('button', { name: adminTexts.creditReturn }));
    const printer = screen.getByLabelText(adminTexts.creditUnits('Receipt Printer'));
    expect(printer.getAttribute('max')).toBe('1');
    expect(screen.getByLabelText(adminTexts.creditUnits('Cash Drawer')).getAttribute('max')).toBe('2');
    expect(screen.getByText(adminTexts.creditUnitsHint(3, 2, 1))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: adminTexts.creditReview }));
    expect(screen.getByText(adminTexts.creditNoUnits)).toBeTruthy();
    expect(screen.getByText(adminTexts.creditReasonRequired)).toBeTruthy();
    expect(document.activeElement).toBe(printer);

    await user.type(printer, '2');
    await user.type(screen.getByLabelText(adminTexts.creditReason), 'Returned');
    await user.click(screen.getByRole('button', { name: adminTexts.creditReview }));
    expect(screen.getByText(adminTexts.creditWholeUnits('Receipt Printer', 1))).toBeTruthy();
    expect(printer.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('confirms what the note credits, posts the units and the reason, then shows the number and, once the order lists it, its PDF', async () => {
    fetchMock.mockResolvedValue(json({ creditNoteNumber: 'CN/26-27/00005' }, 201));
    const user = userEvent.setup();
    const first = order({ creditNotes: [onePrinterBack] });
    const { rerender } = render(<OrderCreditNotes order={first} />);
    await user.click(screen.getByRole('button', { name: adminTexts.creditReturn }));
    await user.type(screen.getByLabelText(adminTexts.creditUnits('Receipt Printer')), '1');
    await user.type(screen.getByLabelText(adminTexts.creditUnits('Cash Drawer')), '2');
    await user.type(screen.getByLabelText(adminTexts.creditReason), 'Two drawers and a printer returned');
    await user.click(screen.getByRole('button', { name: adminTexts.creditReview }));

    const dialog = screen.getByRole('dialog', { name: adminTexts.creditConfirmTitle('SV-7K2M9QX') });
    expect(within(dialog).getByText(adminTexts.creditConfirmLine(1, 'Receipt Printer', '₹7,499.50'))).toBeTruthy();
    expect(within(dialog).getByText(adminTexts.creditConfirmLine(2, 'Cash Drawer', '₹5,998'))).toBeTruthy();
    expect(within(dialog).getByText(adminTexts.creditConfirmTotal('₹13,497.50', 'SV/26-27/00012'))).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: adminTexts.creditIssue }));

    expect((await screen.findByTestId('credit-note-issued')).textContent).toContain(adminTexts.creditIssued('CN/26-27/00005'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/orders/cccccccccccccccccccccccc/credit-notes');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      lines: [
        { productId: PRINTER, quantity: 1 },
        { productId: DRAWER, quantity: 2 },
      ],
      reason: 'Two drawers and a printer returned',
    });
    expect(router.refresh).toHaveBeenCalled();
    // Everything is credited now: the form is gone, even before the refreshed order arrives.
    expect(screen.queryByRole('button', { name: adminTexts.creditReturn })).toBeNull();
    expect(screen.getByText(adminTexts.creditNothingLeft)).toBeTruthy();

    // The refreshed order lists the note second: its PDF is /credit-notes/2.
    const issued = note(
      'CN/26-27/00005',
      [
        { productId: PRINTER, name: 'Receipt Printer', quantity: 1 },
        { productId: DRAWER, name: 'Cash Drawer', quantity: 2 },
      ],
      13497.5,
    );
    rerender(<OrderCreditNotes order={{ ...first, creditNotes: [onePrinterBack, issued] }} />);
    const status = screen.getByTestId('credit-note-issued');
    expect(within(status).getByRole('link').getAttribute('href')).toBe('/api/orders/cccccccccccccccccccccccc/credit-notes/2');
  });

  it("shows the server's reason when it refuses, and keeps the form", async () => {
    const message = 'Only 1 unit of Receipt Printer can still be credited.';
    fetchMock.mockResolvedValue(json({ message, errors: { lines: [message] } }, 409));
    const user = userEvent.setup();
    render(<OrderCreditNotes order={order()} />);
    await user.click(screen.getByRole('button', { name: adminTexts.creditReturn }));
    await user.type(screen.getByLabelText(adminTexts.creditUnits('Receipt Printer')), '1');
    await user.type(screen.getByLabelText(adminTexts.creditReason), 'Returned');
    await user.click(screen.getByRole('button', { name: adminTexts.creditReview }));
    await user.click(screen.getByRole('button', { name: adminTexts.creditIssue }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByLabelText(adminTexts.creditUnits('Receipt Printer'))).toBeTruthy();
    expect(screen.queryByTestId('credit-note-issued')).toBeNull();
  });

  it('a cancelled order lists its notes but offers no return', () => {
    render(<OrderCreditNotes order={order({ status: 'cancelled', creditNotes: [onePrinterBack] })} />);
    expect(screen.getAllByTestId('credit-note')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: adminTexts.creditReturn })).toBeNull();
  });
});
