// @vitest-environment jsdom
/**
 * The admin lists read one page at a time (useAdminList + AdminPagination): the page lives in ?page=N,
 * the API's X-Total-Count gives "Page X of Y", and a delete that empties a later page goes back one.
 * Spec texts kept: 'No messages yet.', 'Loading products...', 'No Orders Yet' and the delete messages.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminTexts } from '@/components/admin/admin-texts';
import { ContactMessagesTable } from '@/components/admin/contact/contact-messages-table';
import { OrdersList } from '@/components/admin/orders/orders-list';
import { ProductsTable } from '@/components/admin/products/products-table';
import { pageFromQuery } from '@/components/admin/use-admin-list';
import type { ContactMessage } from '@/lib/server/contact-messages';
import { messages } from '@/lib/messages';
import type { Order } from '@/lib/server/orders';
import type { Product } from '@/lib/server/products';
import { ADMIN_PAGE_SIZE } from '@/lib/shop-rules';

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

const gets = () => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET').map(([url]) => url);

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

describe('pageFromQuery: ?page=N read leniently', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['abc', 1],
    ['2.5', 1],
    ['999999', 100_000],
  ])('%s -> %i', (value, page) => {
    expect(pageFromQuery(value)).toBe(page);
  });
});

describe('admin lists read one page at a time', () => {
  it.each([
    ['orders', '/admin/orders', '/api/orders', () => <OrdersList />, adminTexts.ordersTitle, order],
    ['contact messages', '/admin/contact', '/api/contact', () => <ContactMessagesTable />, adminTexts.contactTitle, message],
    ['products', '/admin/all-products', '/api/products', () => <ProductsTable />, adminTexts.allProductsTitle, product],
  ] as const)('the %s screen (%s) asks the API for ?page=N&limit and shows accessible paging', async (_what, screenPath, apiPath, element, title, row) => {
    at(screenPath, 'page=2');
    api(() => ({ rows: Array.from({ length: ADMIN_PAGE_SIZE }, (_, i) => row(100 - ADMIN_PAGE_SIZE - i)), total: 2 * ADMIN_PAGE_SIZE + 5 }));
    render(element());

    const nav = await screen.findByRole('navigation', { name: `${title} pages` });
    expect(gets()).toEqual([`${apiPath}?page=2&limit=${ADMIN_PAGE_SIZE}`]);
    expect(within(nav).getByText('Page 2 of 3')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(screenPath);
    expect(within(nav).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(`${screenPath}?page=3`);
    expect(within(nav).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(`${screenPath}?page=3`);
  });

  it('shows no paging when everything fits one page, and no Previous link on page 1', async () => {
    api(() => ({ rows: [message(1), message(2)], total: 2 }));
    render(<ContactMessagesTable />);
    await screen.findByText('Customer 1');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(gets()).toEqual([`/api/contact?page=1&limit=${ADMIN_PAGE_SIZE}`]);
  });

  it('on the last page Next is not a link and Previous goes back one page', async () => {
    at('/admin/contact', 'page=3');
    api(() => ({ rows: [message(1)], total: 2 * ADMIN_PAGE_SIZE + 1 }));
    render(<ContactMessagesTable />);
    const nav = await screen.findByRole('navigation', { name: `${adminTexts.contactTitle} pages` });
    expect(within(nav).getByText('Page 3 of 3')).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(within(nav).getByText('Next').getAttribute('aria-disabled')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/admin/contact?page=2');
  });

  it('deleting the only row of a later page goes back one page', async () => {
    const user = userEvent.setup();
    at('/admin/contact', 'page=3');
    api(() => ({ rows: [message(1)], total: 2 * ADMIN_PAGE_SIZE + 1 }));
    render(<ContactMessagesTable />);
    await user.click(await screen.findByRole('button', { name: 'Delete message from Customer 1' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/admin/contact?page=2'));
    expect(screen.getByText(messages.contact.deleted)).toBeTruthy();
    expect(screen.getByText(adminTexts.loadingMessages)).toBeTruthy();
    expect(gets()).toHaveLength(1);
  });

  it('deleting a row on a full page reads the page again, so the next row moves up', async () => {
    const user = userEvent.setup();
    let deleted = false;
    api(() => ({
      rows: Array.from({ length: ADMIN_PAGE_SIZE }, (_, i) => message(deleted ? 99 - i : 100 - i)),
      total: deleted ? ADMIN_PAGE_SIZE + 4 : ADMIN_PAGE_SIZE + 5,
    }));
    render(<ContactMessagesTable />);
    const row = await screen.findByRole('button', { name: 'Delete message from Customer 100' });
    deleted = true;
    await user.click(row);
    await screen.findByText(`Customer ${100 - ADMIN_PAGE_SIZE}`);
    expect(screen.queryByText('Customer 100')).toBeNull();
    expect(gets()).toEqual([`/api/contact?page=1&limit=${ADMIN_PAGE_SIZE}`, `/api/contact?page=1&limit=${ADMIN_PAGE_SIZE}`]);
    expect(router.replace).not.toHaveBeenCalled();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
  });

  it('an address past the last page moves to the last page', async () => {
    at('/admin/orders', 'page=9');
    api((url) => ({ rows: url.searchParams.get('page') === '9' ? [] : [order(1)], total: ADMIN_PAGE_SIZE + 1 }));
    render(<OrdersList />);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/admin/orders?page=2'));
    expect(screen.getByText(adminTexts.loadingOrders)).toBeTruthy();
    expect(screen.queryByText(messages.orders.empty)).toBeNull();
  });

  it('a failed load is logged and shows the empty text (spec: admin load failures are logged only)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(new Response('oops', { status: 500 }));
    render(<ProductsTable />);
    expect(screen.getByText(messages.products.loading)).toBeTruthy();
    await screen.findByText(messages.products.adminEmpty);
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('keeps the "New" badge of a message shown unread when its page is read again', async () => {
    const user = userEvent.setup();
    let reads = 0;
    api(() => {
      reads += 1;
      // The first read shows two unread messages; by the second the screen has marked them read.
      const rows = [{ ...message(3), read: reads > 1 }, { ...message(2), read: reads > 1 }, message(1)];
      return { rows: reads > 1 ? rows.filter((m) => m.name !== 'Customer 1') : rows, total: reads > 1 ? 2 : 3 };
    });
    render(<ContactMessagesTable />);
    await user.click(await screen.findByRole('button', { name: 'Delete message from Customer 1' }));
    await waitFor(() => expect(reads).toBe(2));
    await waitFor(() => expect(screen.queryByText('Customer 1')).toBeNull());
    expect(screen.getAllByText(adminTexts.newBadge)).toHaveLength(2);
    const patches = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([url]) => url);
    expect(patches.sort()).toEqual([`/api/contact/${message(2)._id}`, `/api/contact/${message(3)._id}`]);
  });
});
