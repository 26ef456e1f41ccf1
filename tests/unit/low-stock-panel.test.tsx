// @vitest-environment jsdom
/** The dashboard's Low stock card: "Nothing low." when nothing is, and a link to the list only when there is one. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminTexts } from '@/components/admin/admin-texts';
import { LowStockPanel } from '@/components/admin/dashboard/low-stock-panel';
import type { Product } from '@/lib/types/product';

afterEach(() => cleanup());

const product = (n: number, stock: number) =>
  ({ _id: n.toString(16).padStart(24, '0'), name: `Roll ${n}`, category: 'Consumables', images: [], stock }) as unknown as Product;

describe('LowStockPanel', () => {
  it('says "Nothing low." and links nowhere when no tracked product is low', () => {
    render(<LowStockPanel products={[]} total={0} lowStockAt={3} />);
    expect(screen.getByText(adminTexts.nothingLow)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(/All 0 low/)).toBeNull();
  });

  it('lists the low products, fewest first as given, and links to all of them', () => {
    render(<LowStockPanel products={[product(1, 0), product(2, 2)]} total={2} lowStockAt={3} />);
    expect(screen.getByRole('link', { name: 'Roll 1' }).getAttribute('href')).toBe('/admin/upload-products?id=000000000000000000000001');
    expect(screen.getByRole('link', { name: adminTexts.lowStockAll(2) }).getAttribute('href')).toBe('/admin/all-products?stock=low');
    expect(screen.queryByText(adminTexts.nothingLow)).toBeNull();
  });
});
