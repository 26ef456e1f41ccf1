// @vitest-environment jsdom
/**
 * The admin lists a page at a time. Products, orders and contact messages are rendered on the server
 * with their page and filters in the address (lib/admin-list-query.ts); their tables act on the rows
 * they are handed and ask the server for a new render after a delete.
 * Spec texts kept: 'No messages yet.', 'No Orders Yet' and the delete messages.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminTexts } from '@/components/admin/admin-texts';
import { ContactMessagesTable } from '@/components/admin/contact/contact-messages-table';
import { AdminPagination } from '@/components/admin/admin-pagination';
import { OrdersBoard } from '@/components/admin/orders/orders-board';
import { messageListHref, messageListQuery, orderListHref, orderListQuery, pageParam, productListHref, productListQuery } from '@/lib/admin-list-query';
import { ProductsTable } from '@/components/admin/products/products-table';
import type { ContactMessage } from '@/lib/types/contact-message';
import type { Order } from '@/lib/types/order';
import type { Product } from '@/lib/types/product';

// One router and one set of search params per test, stable across renders as Next's are.
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), prefetch: vi.fn() };
const location = { pathname: '/admin/contact', search: new URLSearchParams() };
vi.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => location.pathname,
  useSearchParams: () => location.search,
}));

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

function at(pathname: string, query = '') {
  location.pathname = pathname;
  location.search = new URLSearchParams(query);
}

/** GET answers: `rows` as the page and `total` in X-Total-Count; PATCH and DELETE succeed. */
function api(pages: (url: URL) => { rows: unknown[]; total: number }) {
  fetchMock.mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    if (method !== 'GET') return Response.json({ success: true });
    const { rows, total } = pages(new URL(url, 'http://shop.test'));
    return Response.json(rows, { headers: { 'X-Total-Count': String(total) } });
  });
}

const message = (n: number): ContactMessage => ({
  _id: n.toString(16).padStart(24, '0'),
  name: `Customer ${n}`,
  phone: '9876543210',
  email: `customer${n}@example.in`,
  message: `Enquiry ${n}`,
  read: true,
  createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
});

const order = (n: number): Order => ({
  _id: n.toString(16).padStart(24, '0'),
  orderNumber: `SV-${String(n).padStart(7, '0')}`,
  fullName: `Buyer ${n}`,
  address: 'Ludhiana',
  mobile: '9876543210',
  email: 'buyer@example.in',
  paymentMethod: 'COD',
  transactionId: null,
  items: [],
  totalAmount: 100,
  status: 'new',
  paid: false,
  createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
});

const product = (n: number): Product => ({
  _id: n.toString(16).padStart(24, '0'),
  name: `Scanner ${n}`,
  price: 1000 + n,
  category: 'Barcode Scanners',
  images: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

beforeEach(() => {
  at('/admin/contact');
  fetchMock.mockReset();
  Object.values(router).forEach((fn) => fn.mockReset());
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('confirm', () => true);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('pageParam: ?page=N read leniently', () => {
  it.each([
    [undefined, 1],
    ['', 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['abc', 1],
    ['2.5', 1],
    ['999999', 100_000],
  ])('%s -> %i', (value, page) => {
    expect(pageParam(value)).toBe(page);
  });
});

describe('the products screen: page and stock filter in the address, rows from the server', () => {
  it('reads and writes ?stock=low&page=N; anything else is no filter', () => {
    expect(productListQuery({ stock: 'low', page: '2' })).toEqual({ stock: 'low', page: 2 });
    expect(productListQuery({ stock: 'none', page: 'x' })).toEqual({ page: 1 });
    expect(productListHref({ page: 1 })).toBe('/admin/all-products');
    expect(productListHref({ page: 3, stock: 'low' })).toBe('/admin/all-products?stock=low&page=3');
  });

  it('shows the stock of each product: the number, "(low)" at or below the mark, "0 (out of stock)", "Not tracked"', () => {
    const rows = [
      { ...product(1), stock: 40 },
      { ...product(2), stock: 3 },
      { ...product(3), stock: 0 },
      { ...product(4), stock: null },
    ];
    render(<ProductsTable products={rows} lowStockAt={3} hsnMinDigits={4} />);
    expect(screen.getAllByTestId('product-stock').map((cell) => cell.textContent)).toEqual(['40', '3 (low)', '0 (out of stock)', 'Not tracked']);
  });

  it('deleting a product removes it and asks the server for the page again', async () => {
    api(() => ({ rows: [], total: 0 }));
    render(<ProductsTable products={[product(1), product(2)]} lowStockAt={3} hsnMinDigits={4} />);
    await userEvent.click(screen.getByRole('button', { name: `${adminTexts.delete} Scanner 1` }));
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]).toMatchObject([`/api/products/${product(1)._id}`, { method: 'DELETE' }]);
    expect(screen.queryByText('Scanner 1')).toBeNull();
    expect(screen.getByText('Scanner 2')).toBeTruthy();
  });

  it('flags a product without an HSN code of HSN_MIN_DIGITS digits, and one still at a retired GST rate, under its name', () => {
    const rows = [
      { ...product(1), hsnCode: '847190', gstRate: 18 },
      { ...product(2), gstRate: 18 },
      { ...product(3), hsnCode: '8471', gstRate: 12 },
      { ...product(4), hsnCode: '8471', gstRate: 28 },
    ];
    const flagsOf = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('[data-testid="tax-flags"]')?.textContent ?? '');
    const { unmount } = render(<ProductsTable products={rows} lowStockAt={3} hsnMinDigits={4} />);
    expect(flagsOf()).toEqual(['', 'No HSN code', 'Old rate 12%', 'Old rate 28%']);
    unmount();
    // With a 6-digit minimum, a 4-digit code is not enough for an invoice.
    render(<ProductsTable products={rows} lowStockAt={3} hsnMinDigits={6} />);
    expect(flagsOf()).toEqual(['', 'No HSN code', 'No HSN codeOld rate 12%', 'No HSN codeOld rate 28%']);
  });

  it('an empty page says "No products found."', () => {
    render(<ProductsTable products={[]} lowStockAt={3} hsnMinDigits={4} />);
    expect(screen.getByText('No products found.')).toBeTruthy();
  });
});

describe('orders and messages: page and filters in the address', () => {
  it('reads status, paid, order and page leniently: unknown values are no filter', () => {
    expect(orderListQuery({ status: 'shipped', paid: 'no', page: '3' })).toEqual({ status: 'shipped', paid: false, page: 3 });
    expect(orderListQuery({ status: 'lost', paid: 'maybe', page: '-1', order: 'DROP TABLE' })).toEqual({ page: 1 });
    expect(orderListQuery({ order: 'sv-abc1234', status: ['new', 'shipped'] })).toEqual({ page: 1, order: 'SV-ABC1234', status: 'new' });
    expect(messageListQuery({ read: 'no', page: '2' })).toEqual({ read: false, page: 2 });
    expect(messageListQuery({ read: 'perhaps' })).toEqual({ page: 1 });
  });

  it('writes them back, page 1 as no parameter', () => {
    expect(orderListHref({ page: 1 })).toBe('/admin/orders');
    expect(orderListHref({ page: 2, status: 'new', paid: true })).toBe('/admin/orders?status=new&paid=yes&page=2');
    expect(messageListHref({ page: 1, read: false })).toBe('/admin/contact?read=no');
    expect(messageListHref({ page: 4 })).toBe('/admin/contact?page=4');
  });

  it('paging links keep the filters: Previous, numbers and Next', () => {
    const query = { page: 2, status: 'new', paid: false } as const;
    render(<AdminPagination label={adminTexts.ordersTitle} page={2} pageCount={3} hrefFor={(page) => orderListHref({ ...query, page })} />);
    const nav = screen.getByRole('navigation', { name: `${adminTexts.ordersTitle} pages` });
    expect(within(nav).getByText('Page 2 of 3')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/admin/orders?status=new&paid=no');
    expect(within(nav).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/admin/orders?status=new&paid=no&page=3');
  });
});

describe('the orders and messages tables act on the rows the server rendered', () => {
  it('shows "No Orders Yet" for an empty page', () => {
    render(<OrdersBoard orders={[]} />);
    expect(screen.getByText('No Orders Yet')).toBeTruthy();
  });

  it('deleting an order removes it and asks the server for the page again', async () => {
    const user = userEvent.setup();
    api(() => ({ rows: [], total: 0 }));
    render(<OrdersBoard orders={[order(2), order(1)]} />);
    await user.click(screen.getAllByRole('button', { name: adminTexts.deleteOrder })[0]!);
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(screen.getByRole('status').textContent).toBe('✅ Order deleted successfully!');
    expect(screen.queryByText(`${adminTexts.orderNumber} ${order(2).orderNumber}`)).toBeNull();
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.method])).toEqual([[`/api/orders/${order(2)._id}`, 'DELETE']]);
  });

  it('does not mark a message read because the list showed it: only opening it does, and its "New" badge goes', async () => {
    api(() => ({ rows: [], total: 0 }));
    const unread = [{ ...message(3), read: false }, { ...message(2), read: false }, message(1)];
    const { container } = render(<ContactMessagesTable messages={unread} />);
    expect(screen.getAllByText(adminTexts.newBadge)).toHaveLength(2);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(0);
    const [first] = container.querySelectorAll('details');
    first!.open = true;
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(1));
    const patches = fetchMock.mock.calls.filter(([, call]) => call?.method === 'PATCH').map(([url, call]) => [url, JSON.parse(String(call?.body))]);
    expect(patches).toEqual([[`/api/contact/${message(3)._id}`, { read: true }]]);
    await waitFor(() => expect(screen.getAllByText(adminTexts.newBadge)).toHaveLength(1));
  });

  it('"Mark unread" sets a read message unread again, and "Mark read" sets it read', async () => {
    const user = userEvent.setup();
    api(() => ({ rows: [], total: 0 }));
    render(<ContactMessagesTable messages={[message(1)]} />);
    await user.click(screen.getByRole('button', { name: `${adminTexts.markUnread}: message from Customer 1` }));
    await waitFor(() => expect(screen.getAllByText(adminTexts.newBadge)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: `${adminTexts.markRead}: message from Customer 1` }));
    await waitFor(() => expect(screen.queryAllByText(adminTexts.newBadge)).toHaveLength(0));
    const bodies = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies).toEqual([{ read: false }, { read: true }]);
  });

  it('deleting a message hides it at once and asks the server for the page again', async () => {
    const user = userEvent.setup();
    api(() => ({ rows: [], total: 0 }));
    render(<ContactMessagesTable messages={[message(2), message(1)]} />);
    await user.click(screen.getByRole('button', { name: 'Delete message from Customer 1' }));
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(screen.queryByText('Customer 1')).toBeNull();
    expect(screen.getByText('Message deleted successfully!')).toBeTruthy();
  });

  it('shows "No messages yet." for an empty page', () => {
    render(<ContactMessagesTable messages={[]} />);
    expect(screen.getByText('No messages yet.')).toBeTruthy();
  });
});
