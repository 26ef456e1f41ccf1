// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminTexts } from '@/components/admin/admin-texts';
import { AdminShell } from '@/components/admin/shell/admin-shell';

let pathname = '/admin';
vi.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useRouter: () => ({ replace: vi.fn(), refresh: vi.fn(), push: vi.fn(), prefetch: vi.fn() }),
}));

function mockScreen(wide: boolean) {
  window.matchMedia = (query: string) =>
    ({ matches: wide, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
}

beforeEach(() => {
  pathname = '/admin';
  mockScreen(true);
});

afterEach(() => cleanup());

describe('Admin layout', () => {
  it('lists the sections sorted by name: Admins, All Products, Business details, Contact, Dashboard, Orders, Service Requests, Upload Products', () => {
    render(<AdminShell>page</AdminShell>);
    const nav = screen.getByRole('navigation', { name: adminTexts.sidebarLabel });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Admins', '/admin/admins'],
      ['All Products', '/admin/all-products'],
      ['Business details', '/admin/business'],
      ['Contact', '/admin/contact'],
      ['Dashboard', '/admin'],
      ['Orders', '/admin/orders'],
      ['Service Requests', '/admin/service-requests'],
      ['Upload Products', '/admin/upload-products'],
    ]);
  });

  it('marks the current section, and Dashboard only on /admin itself', () => {
    pathname = '/admin/orders';
    render(<AdminShell>page</AdminShell>);
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows "Welcome, Admin", a Home link to / and a Log out button', () => {
    render(<AdminShell>page</AdminShell>);
    expect(screen.getByText('Welcome, Admin')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: adminTexts.logOut })).toBeTruthy();
  });

  it('toggles the sidebar open and closed (open by default on wide screens)', async () => {
    const user = userEvent.setup();
    render(<AdminShell>page</AdminShell>);
    const toggle = screen.getByRole('button', { name: adminTexts.menu });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
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
