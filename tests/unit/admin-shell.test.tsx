// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminTexts } from '@/components/admin/admin-texts';
import { AdminShell } from '@/components/admin/shell/admin-shell';

let pathname = '/admin';
let search = new URLSearchParams();
vi.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useSearchParams: () => search,
  useRouter: () => ({ replace: vi.fn(), refresh: vi.fn(), push: vi.fn(), prefetch: vi.fn() }),
}));

function mockScreen(wide: boolean) {
  window.matchMedia = (query: string) =>
    ({ matches: wide, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
}

beforeEach(() => {
  pathname = '/admin';
  search = new URLSearchParams();
  mockScreen(true);
});

afterEach(() => cleanup());

describe('Admin layout', () => {
  it("lists the sections in the owner's order, each named as its page: Dashboard first, Admins last", () => {
    render(<AdminShell>page</AdminShell>);
    const nav = screen.getByRole('navigation', { name: adminTexts.sidebarLabel });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin'],
      ['Orders', '/admin/orders'],
      ['All Products', '/admin/all-products'],
      ['Upload Products', '/admin/upload-products'],
      ['Contact Messages', '/admin/contact'],
      ['Service Requests', '/admin/service-requests'],
      ['Admins', '/admin/admins'],
      ['Business details', '/admin/business'],
    ]);
  });

  it('marks All Products, not Upload Products, while a product is being edited', () => {
    pathname = '/admin/upload-products';
    search = new URLSearchParams('id=0123456789abcdef01234567');
    render(<AdminShell>page</AdminShell>);
    expect(screen.getByRole('link', { name: 'All Products' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Upload Products' }).getAttribute('aria-current')).toBeNull();
  });

  it('marks Upload Products on the empty form', () => {
    pathname = '/admin/upload-products';
    render(<AdminShell>page</AdminShell>);
    expect(screen.getByRole('link', { name: 'Upload Products' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'All Products' }).getAttribute('aria-current')).toBeNull();
  });

  it('marks the current section, and Dashboard only on /admin itself', () => {
    pathname = '/admin/orders';
    render(<AdminShell>page</AdminShell>);
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows "Welcome, Admin" with who is signed in, a Home link to / and a Log out button', () => {
    render(<AdminShell email="owner@sanvio.in">page</AdminShell>);
    expect(screen.getByText('Welcome, Admin')).toBeTruthy();
    expect(screen.getByText('Signed in as owner@sanvio.in')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: adminTexts.logOut })).toBeTruthy();
  });

  it('keeps the sidebar open on wide screens: the Menu button (hidden there by CSS) reports it open', async () => {
    const user = userEvent.setup();
    render(<AdminShell>page</AdminShell>);
    const toggle = screen.getByRole('button', { name: adminTexts.menu, hidden: true });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('starts closed on phones and closes again after a section is chosen', async () => {
    mockScreen(false);
    const user = userEvent.setup();
    render(<AdminShell>page</AdminShell>);
    const toggle = screen.getByRole('button', { name: adminTexts.menu });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
