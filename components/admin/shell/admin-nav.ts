/**
 * The admin sidebar's sections in the owner's order of use: the day's figures first, then orders,
 * products, messages, repairs and the admins. Each label is its page's title.
 */
export interface AdminNavLink {
  label: string;
  href: string;
}

export const ADMIN_NAV_LINKS: readonly AdminNavLink[] = [
  { label: 'Dashboard', href: '/admin' },
  { label: 'Orders', href: '/admin/orders' },
  { label: 'All Products', href: '/admin/all-products' },
  { label: 'Upload Products', href: '/admin/upload-products' },
  { label: 'Contact Messages', href: '/admin/contact' },
  { label: 'Service Requests', href: '/admin/service-requests' },
  { label: 'Business details', href: '/admin/business' },
  { label: 'Admins', href: '/admin/admins' },
  { label: 'Business details', href: '/admin/business' },
];

/**
 * The section a page belongs to: /admin matches only itself, the others their sub-paths too. The
 * product form with ?id= edits a product of All Products, so it is not "Upload Products".
 */
export function isCurrentSection(href: string, pathname: string, editingProduct = false): boolean {
  if (href === '/admin') return pathname === '/admin';
  if (pathname === '/admin/upload-products' && editingProduct) return href === '/admin/all-products';
  return pathname === href || pathname.startsWith(`${href}/`);
}
