/** The eight hero slides: a WebP picture for screens wider than 568 px and a PNG one for narrower screens. */
export interface Slide {
  webp: string;
  png: string;
  alt: string;
  /** Short name for the dot buttons. */
  label: string;
  /** Colours of the picture's top and bottom edges: narrow screens show it whole, with bands in these colours. */
  band: { top: string; bottom: string };
}

const NAVY = { top: '#1c2534', bottom: '#e4e5e8' };
const RED = { top: '#841d1d', bottom: '#e5e7eb' };

const slide = (n: number, label: string, alt: string, band: Slide['band']): Slide => ({
  webp: `/images/slides/slide-${n}.webp`,
  png: `/images/slides/slide-${n}.png`,
  label,
  alt,
  band,
});

export const slides: readonly Slide[] = [
  slide(1, 'Thermal receipt printers', 'Thermal Receipt Printers: fast 80 mm billing, 1-year warranty', NAVY),
  slide(2, 'Barcode scanners', 'Barcode Scanners: 1D and 2D, UPI QR ready', RED),
  slide(3, 'Label printers', 'Label Printers from ₹13,000', NAVY),
  slide(4, 'Cash drawers and currency counters', 'Cash Drawers and Currency Counters: secure counters with fake-note detection', RED),
  slide(5, 'Touch POS systems', 'Touch POS Systems: all-in-one billing terminals', NAVY),
  slide(6, 'Authorised TVS-E service centre', 'Authorised TVS-E Service Centre, trusted in Ludhiana since 1992', RED),
  slide(7, 'Office automation', 'Office Automation: printers, scanners and computing', NAVY),
  slide(8, 'Cash on delivery and UPI', 'Cash on Delivery and UPI: order online, pay your way', RED),
];

/** Intrinsic sizes of the two sets (the box crops them with object-fit: cover). */
export const SLIDE_SIZE = { wide: { width: 1600, height: 600 }, narrow: { width: 800, height: 500 } } as const;
/** The slideshow's breakpoint: the PNG set under 568 px, the WebP set from 568 px. */
export const WIDE_MEDIA = '(min-width: 568px)';
export const NARROW_MEDIA = '(width < 568px)';
export const SLIDE_INTERVAL_MS = 3000;
