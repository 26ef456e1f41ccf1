// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductCard } from '@/components/shop/product-card';
import { LowStockPanel } from '@/components/admin/dashboard/low-stock-panel';
import { ProductDetail } from '@/components/shop/product-detail';
import { productJsonLd } from '@/components/shop/product-json-ld';
import { site } from '@/content/site';
import { availabilityOf, availabilityText, schemaAvailability } from '@/lib/availability';
import type { Product } from '@/lib/types/product';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));
afterEach(cleanup);

const base: Product = {
  _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  name: 'Label Printer LP-46',
  category: 'Label Printers',
  price: 8500,
  images: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const withStock = (stock: number | null, lowAt = 3): Product => ({ ...base, ...availabilityOf(stock, lowAt) });

describe('the availability rule (LOW_STOCK_AT = 3)', () => {
  it.each([
    [null, null, null, 'InStock'],
    [50, { availability: 'in-stock' }, 'In stock', 'InStock'],
    [4, { availability: 'in-stock' }, 'In stock', 'InStock'],
    [3, { availability: 'low-stock', unitsLeft: 3 }, 'Only 3 left', 'LimitedAvailability'],
    [1, { availability: 'low-stock', unitsLeft: 1 }, 'Only 1 left', 'LimitedAvailability'],
    [0, { availability: 'out-of-stock' }, 'Out of stock', 'OutOfStock'],
  ] as const)('stock %s: %o, "%s", %s', (stock, availability, text, schema) => {
    expect(availabilityOf(stock, 3)).toEqual(availability);
    const product = withStock(stock);
    expect(availabilityText(product)).toBe(text);
    expect(schemaAvailability(product)).toBe(schema);
    const offers = productJsonLd(product).offers as { availability: string };
    expect(offers.availability).toBe(`https://schema.org/${schema}`);
  });

  it('follows the configured mark: with LOW_STOCK_AT = 0 one unit is simply in stock', () => {
    expect(availabilityOf(1, 0)).toEqual({ availability: 'in-stock' });
    expect(availabilityOf(0, 0)).toEqual({ availability: 'out-of-stock' });
  });
});

describe('storefront texts', () => {
  it('card and detail page say "In stock" / "Only N left" and keep the buttons', () => {
    render(<ProductCard product={withStock(12)} />);
    expect(screen.getByText('In stock')).toBeTruthy();
    cleanup();
    render(<ProductDetail product={withStock(2)} />);
    expect(screen.getByText('Only 2 left')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ask when it is back' })).toBeNull();
  });

  it('untracked: no stock line at all, as before', () => {
    render(<ProductCard product={withStock(null)} />);
    expect(screen.queryByText(/in stock|left|out of stock/i)).toBeNull();
  });

  it.each([
    ['card', () => render(<ProductCard product={withStock(0)} />)],
    ['detail page', () => render(<ProductDetail product={withStock(0)} />)],
  ])('out of stock on the %s: "Out of stock", Add to Cart and Buy Now disabled, a WhatsApp "Ask when it is back" link', (_, show) => {
    show();
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Buy Now' }) as HTMLButtonElement).disabled).toBe(true);
    const link = screen.getByRole('link', { name: 'Ask when it is back' }) as HTMLAnchorElement;
    expect(link.href.startsWith(`https://wa.me/${site.whatsappNumber}?text=`)).toBe(true);
    expect(decodeURIComponent(link.href)).toContain(base.name);
  });
});

describe('the dashboard low-stock card', () => {
  it('lists the products it is given with their units, links to their edit page and to the filtered list', () => {
    const low = [
      { ...base, _id: 'bbbbbbbbbbbbbbbbbbbbbbbb', name: 'Cash Drawer', stock: 0 },
      { ...base, stock: 2 },
    ];
    render(<LowStockPanel products={low} total={5} lowStockAt={3} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Cash Drawer0 (out of stock)', 'Label Printer LP-462 (low)']);
    expect(screen.getByRole('link', { name: 'Cash Drawer' }).getAttribute('href')).toBe('/admin/upload-products?id=bbbbbbbbbbbbbbbbbbbbbbbb');
    expect(screen.getByRole('link', { name: 'All 5 low or out of stock' }).getAttribute('href')).toBe('/admin/all-products?stock=low');
  });

  it('says so when nothing is low', () => {
    render(<LowStockPanel products={[]} total={0} lowStockAt={3} />);
    expect(screen.getByText('No tracked product is low on stock.')).toBeTruthy();
  });
});
