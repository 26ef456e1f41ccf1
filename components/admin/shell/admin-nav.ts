/** The admin sidebar's sections, sorted by name. */
export interface AdminNavLink {
  label: string;
  href: string;
}

export const ADMIN_NAV_LINKS: readonly AdminNavLink[] = [
  { label: 'Admins', href: '/admin/admins' },
  { label: 'Business details', href: '/admin/business' },
  { label: 'Dashboard', href: '/admin' },
  { label: 'Upload Products', href: '/admin/upload-products' },
  { label: 'All Products', href: '/admin/all-products' },
  { label: 'Orders', href: '/admin/orders' },
  { label: 'Contact', href: '/admin/contact' },
  { label: 'Service Requests', href: '/admin/service-requests' },
].sort((a, b) => a.label.localeCompare(b.label, 'en'));

/** The section a path belongs to: /admin matches only itself, the others their sub-paths too. */
export function isCurrentSection(href: string, pathname: string): boolean {
  if (href === '/admin') return pathname === '/admin';
  return pathname === href || pathname.startsWith(`${href}/`);
}
