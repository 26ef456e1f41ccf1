import { paths } from '@/lib/paths';
/**
 * The admin sidebar's sections in the owner's order of use: the day's figures first, then orders,
 * products, messages, repairs and the admins. Each label is its page's title.
 */
export interface AdminNavLink {
  label: string;
  href: string;
}

export const ADMIN_NAV_LINKS: readonly AdminNavLink[] = [
  { label: 'Dashboard', href: paths.admin.dashboard() },
  { label: 'Orders', href: paths.admin.orders() },
  { label: 'All Products', href: paths.admin.allProducts() },
  { label: 'Upload Products', href: paths.admin.uploadProduct() },
  { label: 'Contact Messages', href: paths.admin.messages() },
  { label: 'Service Requests', href: paths.admin.repairs() },
  { label: 'Admins', href: paths.admin.admins() },
  { label: 'Business details', href: paths.admin.business() },
];

/**
 * The section a page belongs to: /admin matches only itself, the others their sub-paths too. The
 * product form with ?id= edits a product of All Products, so it is not "Upload Products".
 */
export function isCurrentSection(href: string, pathname: string, editingProduct = false): boolean {
  if (href === paths.admin.dashboard()) return pathname === paths.admin.dashboard();
  if (pathname === paths.admin.uploadProduct() && editingProduct) return href === paths.admin.allProducts();
  return pathname === href || pathname.startsWith(`${href}/`);
}
