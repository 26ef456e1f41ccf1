/**
 * The eight hero slides: a WebP picture for screens wider than 568 px and a PNG one for narrower
 * screens, each with a link to what it shows (its category's listing, or the repair booking).
 */
import type { Category } from '@/lib/categories';
import { listingPath } from '@/lib/listing-path';
import { ROUTES } from '@/lib/routes.mjs';

export interface Slide {
  webp: string;
  png: string;
  alt: string;
  /** Short name for the dot buttons. */
  label: string;
  /** Colours of the picture's top and bottom edges: narrow screens show it whole, with bands in these colours. */
  band: { top: string; bottom: string };
  /** The slide's button: where it goes and what it says. */
  link: { href: string; text: string };
}

const NAVY = { top: '#1c2534', bottom: '#e4e5e8' };
const RED = { top: '#841d1d', bottom: '#e5e7eb' };

const slide = (n: number, label: string, alt: string, band: Slide['band'], link: Slide['link']): Slide => ({
  webp: `/images/slides/slide-${n}.webp`,
  png: `/images/slides/slide-${n}.png`,
  label,
  alt,
  band,
  link,
});

const shop = (category: Category, text = `Shop ${category.toLowerCase()}`): Slide['link'] => ({ href: listingPath({ category }), text });
const ALL_PRODUCTS: Slide['link'] = { href: ROUTES.products.path, text: 'Shop all products' };

export const slides: readonly Slide[] = [
  slide(1, 'Thermal receipt printers', 'Thermal Receipt Printers: fast 80 mm billing, 1-year warranty', NAVY, shop('Thermal Receipt Printers')),
  slide(2, 'Barcode scanners', 'Barcode Scanners: 1D and 2D, UPI QR ready', RED, shop('Barcode Scanners')),
  slide(3, 'Label printers', 'Label Printers from ₹13,000', NAVY, shop('Label Printers')),
  slide(4, 'Cash drawers and currency counters', 'Cash Drawers and Currency Counters: secure counters with fake-note detection', RED, shop('Cash Drawers')),
  slide(5, 'Touch POS systems', 'Touch POS Systems: all-in-one billing terminals', NAVY, shop('Touch POS Systems', 'Shop touch POS systems')),
  slide(6, 'Authorised TVS-E service centre', 'Authorised TVS-E Service Centre, trusted in Ludhiana since 1992', RED, {
    href: ROUTES.serviceRequest.path,
    text: 'Book a repair',
  }),
  slide(
    7,
    'Office automation',
    'Office Automation: printers, scanners and computing',
    NAVY,
    shop('Computing devices - laptops, tablets, desktops', 'Shop computing devices'),
  ),
  slide(8, 'Cash on delivery and UPI', 'Cash on Delivery and UPI: order online, pay your way', RED, ALL_PRODUCTS),
];

/** Intrinsic sizes of the two sets (the box crops them with object-fit: cover). */
export const SLIDE_SIZE = { wide: { width: 1600, height: 600 }, narrow: { width: 800, height: 500 } } as const;
/** The slideshow's breakpoint: the PNG set under 568 px, the WebP set from 568 px. */
export const WIDE_MEDIA = '(min-width: 568px)';
export const NARROW_MEDIA = '(width < 568px)';
export const SLIDE_INTERVAL_MS = 3000;
