// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductDetail } from '@/components/shop/product-detail';
import type { Product } from '@/lib/types/product';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), back: vi.fn(), replace: vi.fn(), refresh: vi.fn() }) }));

afterEach(cleanup);

const script = '<script>window.__xss = 1</script><img src=x onerror="window.__xss = 2">';

const product: Product = {
  _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  name: `Printer ${script}`,
  description: `Fast printer. ${script}`,
  category: 'POS Printer',
  price: 5000,
  images: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('stored XSS: a script saved in a product renders as text in the shop', () => {
  it('shows the markup of name and description as text and creates no script or image element from it', () => {
    const { container } = render(<ProductDetail product={product} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(product.name);
    expect(container.textContent).toContain(`Fast printer. ${script}`);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });
});
