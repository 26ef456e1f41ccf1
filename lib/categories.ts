/** The 16 product categories, in the order the shop shows them, with URL-safe slugs. */
export const CATEGORIES = [
  'Barcode Scanners',
  'Currency Counters',
  'Cash Drawers',
  'Computing devices - laptops, tablets, desktops',
  'Consumables',
  'Dot Matrix Printers',
  'Keyboards and Mouse',
  'Label Printers',
  'Mobile Printer',
  'Miscellaneous Products',
  'POS Printer',
  'Specialty printers',
  'Spares',
  'Touch POS Systems',
  'Thermal Receipt Printers',
  'Web Camera',
] as const;

export type Category = (typeof CATEGORIES)[number];

/** Compares case-insensitively, as the listing's filter does; returns the canonical spelling. */
export function findCategory(name: string | null | undefined): Category | undefined {
  if (!name) return undefined;
  const wanted = name.trim().toLowerCase();
  return CATEGORIES.find((c) => c.toLowerCase() === wanted);
}

export function isCategory(name: string): name is Category {
  return (CATEGORIES as readonly string[]).includes(name);
}

/** Folder name of a category's images under public/images/products/. */
export function categorySlug(category: Category): string {
  if (category.startsWith('Computing devices')) return 'computing-devices';
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
