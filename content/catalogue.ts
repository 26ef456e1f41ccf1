/**
 * Seed catalogue: the products that fill an empty database (see lib/server/catalogue/seed.ts).
 * Four products in each of the 16 categories, prices in INR, images from
 * public/images/products/<categorySlug(category)>/<1-4>.webp.
 * Once seeded, products are managed from the admin panel; editing this file changes only fresh databases.
 *
 * HSN codes: the 6-digit sub-heading of the Customs Tariff of India (First Schedule to the Customs
 * Tariff Act, 1975, on which GST's HSN codes are based) for each kind of goods; every one of these
 * headings is taxed at 18% in Schedule II of CBIC Notification 9/2025-Central Tax (Rate), in force
 * from 22 September 2025, so the seed stores them all at 18% (lib/server/catalogue/seed.ts).
 *   4811 90  thermal paper rolls (paper, coated or impregnated, in rolls)
 *   4821 90  label rolls (paper labels, not printed)
 *   8423 81  weighing scales up to 30 kg
 *   8443 32  printers that connect to a computer: receipt, label, mobile, dot matrix, passbook, ID card, kiosk
 *   8443 99  printer spares: print heads, auto-cutters (parts of the printers of 8443)
 *   8470 50  POS terminals and touch POS systems (cash registers; a POS terminal's function is the sale,
 *            Note 5(E) to Chapter 84 keeps it out of 8471), handheld POS with a printer
 *   8471 30  laptops and tablets (portable data processing machines); 8471 50 a desktop processing unit
 *   8471 60  keyboards, mice and customer pole displays (input and output units)
 *   8471 90  barcode scanners (optical readers)
 *   8472 90  currency counters (note-counting machines, other office machines)
 *   8473 29  cash drawers (parts and accessories of the cash registers of 8470)
 *   8504 40  UPS units and power adapters (static converters)
 *   8525 89  web cameras
 *   9612 10  printer ribbons
 */
import type { Category } from '@/lib/categories';

export interface SeedProduct {
  name: string;
  category: Category;
  /** The goods' HSN sub-heading (see above). */
  hsnCode: string;
  price: number;
  offer?: string;
  rating: number;
  description: string;
  images: string[];
}

export const seedCatalogue: SeedProduct[] = [
  // ── Barcode Scanners ────────────────────────────────────────────────────────
  {
    name: '1D Wired Laser Barcode Scanner, USB',
    category: 'Barcode Scanners',
    hsnCode: '847190',
    price: 1850,
    rating: 4.3,
    description:
      'An economical handheld laser scanner for kirana stores, medical shops and stationery counters that bill from printed barcodes. It reads EAN, UPC, Code 128 and Code 39 labels quickly, even on curved packets. Plug it into any USB port and it types like a keyboard, so it works with Tally, Marg, Busy and most billing software. 1-year warranty.',
    images: ['/images/products/barcode-scanners/1.webp', '/images/products/barcode-scanners/3.webp'],
  },
  {
    name: '2D Wired Barcode Scanner for UPI QR and GST Invoices',
    category: 'Barcode Scanners',
    hsnCode: '847190',
    price: 3200,
    offer: 'Free setup with your billing software',
    rating: 4.6,
    description:
      'An imager scanner that reads 1D barcodes as well as QR codes, Data Matrix and PDF417, including codes shown on a mobile screen. Useful for scanning UPI QR codes, e-way bills and QR codes on GST invoices. It connects by USB with keyboard emulation, so there is no driver to install. Suits supermarkets, pharmacies and distributors, with a 1-year warranty.',
    images: ['/images/products/barcode-scanners/2.webp', '/images/products/barcode-scanners/4.webp', '/images/products/barcode-scanners/1.webp'],
  },
  {
    name: '2D Wireless Barcode Scanner with Charging Cradle',
    category: 'Barcode Scanners',
    hsnCode: '847190',
    price: 5900,
    rating: 4.4,
    description:
      'This cordless 2D scanner lets you scan heavy cartons, sacks and shelf labels up to about 30 metres from the counter. The cradle charges the battery and holds scans in memory when you go out of range, so stock-taking in the godown is simple. It reads 1D and 2D codes, including codes on mobile screens. 1-year warranty.',
    images: ['/images/products/barcode-scanners/3.webp', '/images/products/barcode-scanners/2.webp'],
  },
  {
    name: 'Omnidirectional 2D Presentation Scanner for Billing Counters',
    category: 'Barcode Scanners',
    hsnCode: '847190',
    price: 7800,
    offer: '10% off with AMC',
    rating: 5,
    description:
      'A hands-free desktop scanner for busy supermarket and departmental-store counters. Products can be passed in front of it in any direction, so the cashier does not have to line up the barcode, and the queue moves faster. It reads 1D and 2D codes, including phone-screen QR codes, and connects by USB. 1-year warranty.',
    images: ['/images/products/barcode-scanners/4.webp'],
  },

  // ── Currency Counters ───────────────────────────────────────────────────────
  {
    name: 'Note Counting Machine with UV Fake-note Detection',
    category: 'Currency Counters',
    hsnCode: '847290',
    price: 6800,
    rating: 4.1,
    description:
      'An entry-level note counter for small shops, petrol-pump cabins and offices. It counts about 1,000 notes a minute and checks each note under ultraviolet light to flag common counterfeits. Batch and add modes help you make bundles of 100 for the bank, and the hopper takes 200 notes. 1-year warranty.',
    images: ['/images/products/currency-counters/1.webp', '/images/products/currency-counters/4.webp'],
  },
  {
    name: 'Currency Counting Machine with UV/MG/IR Fake-note Detection',
    category: 'Currency Counters',
    hsnCode: '847290',
    price: 9500,
    offer: 'Free demo at your shop in Ludhiana',
    rating: 4.7,
    description:
      'A dependable counter for wholesalers, jewellers and showrooms that handle large amounts of cash. It combines UV, magnetic and infrared checks to catch fake notes, and stops and beeps on a doubtful or double note. It handles all current Indian notes, with batch, add and auto-start modes and an external display for the customer. 1-year warranty.',
    images: ['/images/products/currency-counters/2.webp', '/images/products/currency-counters/1.webp', '/images/products/currency-counters/3.webp'],
  },
  {
    name: 'Heavy-duty Note Counter with Customer Display, UV/MG/IR',
    category: 'Currency Counters',
    hsnCode: '847290',
    price: 12500,
    rating: 3.9,
    description:
      'Built with a metal body and a stronger feed motor for all-day counting in cash offices, cooperative banks and large retail stores. It has triple UV, MG and IR fake-note detection, a 200-note hopper and a separate customer display on a cable. Dust and soiled notes are handled without frequent jams. 1-year warranty with service in Ludhiana.',
    images: ['/images/products/currency-counters/3.webp', '/images/products/currency-counters/2.webp'],
  },
  {
    name: 'Mixed-denomination Value Counter with Printer Port',
    category: 'Currency Counters',
    hsnCode: '847290',
    price: 26500,
    offer: '10% off with AMC',
    rating: 4.5,
    description:
      'Put in a mixed stack of ₹10 to ₹500 notes and this value counter sorts out the total amount and a denomination-wise breakup in one pass. Image sensors read each note and check it for counterfeits. A printer port lets you print a cash summary for the day-end register. Suits banks, finance companies and large showrooms, with a 1-year warranty.',
    images: ['/images/products/currency-counters/4.webp'],
  },

  // ── Cash Drawers ────────────────────────────────────────────────────────────
  {
    name: 'Compact Cash Drawer, 4 Note / 5 Coin',
    category: 'Cash Drawers',
    hsnCode: '847329',
    price: 2900,
    rating: 4.2,
    description:
      'A space-saving steel cash drawer for small counters, chemists and cafes. It opens automatically when the receipt printer prints a bill, through the standard RJ11 cable, and has a key lock with three positions. The removable tray has four note and five coin compartments. 1-year warranty.',
    images: ['/images/products/cash-drawers/1.webp', '/images/products/cash-drawers/2.webp'],
  },
  {
    name: 'Heavy-duty Cash Drawer, 5 Note / 8 Coin',
    category: 'Cash Drawers',
    hsnCode: '847329',
    price: 4200,
    offer: 'Free installation in Ludhiana',
    rating: 4.8,
    description:
      'A full-size steel drawer made for supermarkets and restaurants that open it hundreds of times a day. Ball-bearing slides keep it smooth, and the 24 V solenoid opens it from any receipt printer with a drawer port. It has five note slots, eight coin cups, a media slot for cheques and a three-position lock. 1-year warranty.',
    images: ['/images/products/cash-drawers/2.webp', '/images/products/cash-drawers/3.webp', '/images/products/cash-drawers/4.webp'],
  },
  {
    name: 'Under-counter Flip-top Cash Drawer',
    category: 'Cash Drawers',
    hsnCode: '847329',
    price: 5400,
    rating: 3.8,
    description:
      'A flip-top drawer that fits into a cut-out in the counter, so cash stays hidden and the counter top stays clear. It opens from the receipt printer through an RJ11 cable or with the key. Good for fuel stations, pharmacies and ticket windows where counter space is limited. 1-year warranty.',
    images: ['/images/products/cash-drawers/3.webp'],
  },
  {
    name: 'Stainless-steel Front Cash Drawer with Removable Till',
    category: 'Cash Drawers',
    hsnCode: '847329',
    price: 6200,
    rating: 4.5,
    description:
      'A premium drawer with a stainless-steel front that does not rust or scratch easily, suited to showrooms, jewellers and hotel front desks. The till lifts out so cash can be locked away at night. It has five note and eight coin compartments, a printer-driven RJ11 port and a key lock. 1-year warranty.',
    images: ['/images/products/cash-drawers/4.webp', '/images/products/cash-drawers/1.webp'],
  },

  // ── Computing devices - laptops, tablets, desktops ──────────────────────────
  {
    name: '14-inch Business Laptop, Core i3, 8 GB RAM, 512 GB SSD',
    category: 'Computing devices - laptops, tablets, desktops',
    hsnCode: '847130',
    price: 36500,
    offer: 'Free Tally and billing software setup',
    rating: 4.3,
    description:
      'A light, dependable laptop for shop owners, accountants and office staff. The Core i3 processor, 8 GB RAM and 512 GB SSD run Tally, GST filing, Excel and video calls comfortably. It comes with Windows 11 and has USB, HDMI and Wi-Fi, so it connects easily to printers and scanners. 1-year warranty.',
    images: ['/images/products/computing-devices/1.webp', '/images/products/computing-devices/2.webp'],
  },
  {
    name: '15.6-inch Laptop, Core i5, 16 GB RAM, 512 GB SSD',
    category: 'Computing devices - laptops, tablets, desktops',
    hsnCode: '847130',
    price: 58000,
    rating: 4.6,
    description:
      'A faster laptop for CA offices, designers and managers who keep many programs open together. The Core i5 processor and 16 GB RAM handle large Tally data, ERP software and spreadsheets without slowing down. The full-size keyboard has a number pad for data entry. Windows 11, backlit keyboard and a 1-year warranty.',
    images: ['/images/products/computing-devices/2.webp'],
  },
  {
    name: 'Compact Desktop PC for Billing Counters, Core i3',
    category: 'Computing devices - laptops, tablets, desktops',
    hsnCode: '847150',
    price: 31500,
    offer: 'Free installation in Ludhiana',
    rating: 4,
    description:
      'A small desktop that sits behind the counter or mounts behind the monitor, leaving room for the printer and cash drawer. It has a Core i3 processor, 8 GB RAM and a 256 GB SSD, plus plenty of USB ports and a serial port for POS devices. Supplied with keyboard and mouse. 1-year warranty.',
    images: ['/images/products/computing-devices/3.webp', '/images/products/computing-devices/4.webp', '/images/products/computing-devices/1.webp'],
  },
  {
    name: '10.1-inch Rugged Android Tablet for Order Taking',
    category: 'Computing devices - laptops, tablets, desktops',
    hsnCode: '847130',
    price: 28500,
    rating: 3.7,
    description:
      'A tough tablet for waiters, sales representatives and warehouse staff who take orders on the move. It has a rubber-protected body that survives drops, a bright screen that stays readable outdoors, 4G and Wi-Fi, and a long-lasting battery. It pairs with our Bluetooth mobile printers to print bills on the spot. 1-year warranty.',
    images: ['/images/products/computing-devices/4.webp', '/images/products/computing-devices/3.webp'],
  },

  // ── Consumables ─────────────────────────────────────────────────────────────
  {
    name: '80 mm Thermal Paper Rolls, Pack of 50',
    category: 'Consumables',
    hsnCode: '481190',
    price: 1750,
    offer: 'Free delivery within Ludhiana',
    rating: 4.5,
    description:
      'Bright white 80 mm thermal rolls for 3-inch receipt printers used in supermarkets, restaurants and petrol pumps. The smooth coating gives sharp, dark prints and is gentle on the print head. Each roll is about 50 metres long with a standard core. Store them away from sunlight and heat for bills that stay readable longer.',
    images: ['/images/products/consumables/1.webp', '/images/products/consumables/3.webp'],
  },
  {
    name: '57 mm Thermal Paper Rolls, Pack of 100',
    category: 'Consumables',
    hsnCode: '481190',
    price: 1650,
    rating: 4.2,
    description:
      'Narrow 2-inch (57 mm) rolls for mobile printers, card-swipe machines, small billing printers and weighing scales. Sold as a carton of 100 rolls, so shops and delivery staff do not run out in the middle of a busy day. The paper prints clearly and feeds without curling. Bulk rates are available for dealers.',
    images: ['/images/products/consumables/2.webp'],
  },
  {
    name: 'Dot Matrix Printer Ribbon Cartridge, Pack of 3',
    category: 'Consumables',
    hsnCode: '961210',
    price: 650,
    rating: 3.9,
    description:
      'Black nylon ribbon cartridges for 80-column TVS-E dot matrix printers, used for invoices, challans and multi-part forms. They give dark, even printing on the original and carbon copies. Each cartridge snaps in within seconds. Please check your printer model with us on WhatsApp before ordering, as cartridges differ between series.',
    images: ['/images/products/consumables/3.webp', '/images/products/consumables/4.webp'],
  },
  {
    name: 'Barcode Label Rolls, 50 × 25 mm, with Wax Ribbon, Combo Pack',
    category: 'Consumables',
    hsnCode: '482190',
    price: 1450,
    offer: 'Buy 5 packs, get 1 free',
    rating: 4.7,
    description:
      'A ready-to-use pack for thermal transfer label printers: two rolls of 50 × 25 mm chromo paper labels (two labels across) with a matching 110 mm wax ribbon. Ideal for price tags, MRP stickers and product barcodes in garment shops, bakeries and warehouses. Other label sizes and die-cut shapes can be made to order.',
    images: ['/images/products/consumables/4.webp', '/images/products/consumables/1.webp', '/images/products/consumables/2.webp'],
  },

  // ── Dot Matrix Printers ─────────────────────────────────────────────────────
  {
    name: 'TVS-E 80-column 9-pin Dot Matrix Printer',
    category: 'Dot Matrix Printers',
    hsnCode: '844332',
    price: 14800,
    offer: 'Exchange offer on your old dot matrix printer',
    rating: 4.8,
    description:
      'The workhorse printer for invoices, challans and account statements in Indian offices and wholesale markets. It prints the original plus several carbon copies, takes continuous stationery and single sheets, and connects by USB and parallel port. Low running cost and long life make it a favourite. 1-year warranty, serviced at our authorised TVS-E centre.',
    images: ['/images/products/dot-matrix-printers/1.webp', '/images/products/dot-matrix-printers/2.webp'],
  },
  {
    name: 'TVS-E 80-column 24-pin Dot Matrix Printer for Letter-quality Invoices',
    category: 'Dot Matrix Printers',
    hsnCode: '844332',
    price: 21500,
    rating: 4.4,
    description:
      'A 24-pin printer that gives neater, near-letter-quality text for GST invoices, certificates and documents that customers keep. It handles multi-part forms and continuous stationery, with USB and parallel interfaces. Suits transporters, schools and offices that want better print quality without the running cost of laser printers. 1-year warranty.',
    images: ['/images/products/dot-matrix-printers/2.webp'],
  },
  {
    name: 'TVS-E 136-column Heavy-duty Dot Matrix Printer',
    category: 'Dot Matrix Printers',
    hsnCode: '844332',
    price: 38500,
    offer: '10% off with AMC',
    rating: 4.1,
    description:
      'A wide-carriage printer for ledgers, payroll sheets, wide reports and stock statements. The 136-column carriage takes 15-inch continuous stationery, and the heavy-duty mechanism is built for long print runs in accounts departments, banks and factories. It prints the original plus multiple copies and connects by USB and parallel port. 1-year warranty.',
    images: ['/images/products/dot-matrix-printers/3.webp', '/images/products/dot-matrix-printers/4.webp', '/images/products/dot-matrix-printers/1.webp'],
  },
  {
    name: 'Passbook Printer for Banks and Cooperative Societies',
    category: 'Dot Matrix Printers',
    hsnCode: '844332',
    price: 42000,
    rating: 3.6,
    description:
      'A flat-bed dot matrix printer that prints on passbooks, cheque books, FD receipts and thick forms. It detects the page edge and aligns each book automatically, so entries land on the correct line. Widely used by banks, post offices and credit cooperative societies, it has USB and serial interfaces and a 1-year warranty.',
    images: ['/images/products/dot-matrix-printers/4.webp', '/images/products/dot-matrix-printers/3.webp'],
  },

  // ── Keyboards and Mouse ─────────────────────────────────────────────────────
  {
    name: 'TVS-E Mechanical USB Keyboard for Billing Counters',
    category: 'Keyboards and Mouse',
    hsnCode: '847160',
    price: 2250,
    rating: 4.9,
    description:
      'The famous clicky mechanical keyboard that typists and accountants have trusted for decades. Each key has its own mechanical switch, giving a firm feel and a very long life, even with heavy data entry every day. It has a full-size layout with a number pad and a USB connection. 1-year warranty.',
    images: ['/images/products/keyboards-and-mouse/1.webp', '/images/products/keyboards-and-mouse/4.webp'],
  },
  {
    name: 'USB Wired Keyboard and Mouse Combo',
    category: 'Keyboards and Mouse',
    hsnCode: '847160',
    price: 850,
    rating: 4,
    description:
      'A basic full-size keyboard with a matching optical mouse for billing counters, offices and cyber cafes. The keys are quiet and spill-resistant, and both devices are plug-and-play over USB with no driver needed. A sensible low-cost spare to keep in every shop.',
    images: ['/images/products/keyboards-and-mouse/2.webp'],
  },
  {
    name: 'Wireless Keyboard and Mouse Combo, 2.4 GHz',
    category: 'Keyboards and Mouse',
    hsnCode: '847160',
    price: 1450,
    offer: 'Free batteries included',
    rating: 4.3,
    description:
      'A cable-free set that keeps the counter or desk tidy. One small USB receiver connects both the keyboard and the mouse, with a range of about 10 metres. The keyboard has a number pad and media keys, and the batteries last several months. Works with Windows desktops, laptops and smart TVs, with a 1-year warranty.',
    images: ['/images/products/keyboards-and-mouse/3.webp', '/images/products/keyboards-and-mouse/1.webp', '/images/products/keyboards-and-mouse/2.webp'],
  },
  {
    name: 'USB Optical Mouse, 1000 DPI',
    category: 'Keyboards and Mouse',
    hsnCode: '847160',
    price: 350,
    rating: 3.7,
    description:
      'A comfortable, full-size wired mouse that works on most desk surfaces without a mouse pad. The 1000 DPI sensor is accurate enough for everyday office work and billing software. It is plug-and-play on USB and has a 1.5 metre cable. A handy spare for shops and offices.',
    images: ['/images/products/keyboards-and-mouse/4.webp', '/images/products/keyboards-and-mouse/3.webp'],
  },

  // ── Label Printers ──────────────────────────────────────────────────────────
  {
    name: '4-inch Direct Thermal Label Printer for Courier and E-commerce',
    category: 'Label Printers',
    hsnCode: '844332',
    price: 13200,
    offer: 'Free 500 shipping labels with the printer',
    rating: 4.5,
    description:
      'Prints 4 × 6 inch shipping labels for Amazon, Flipkart, Meesho and courier companies without any ink or ribbon. It prints up to 127 mm per second at 203 dpi, supports fan-fold and roll labels, and connects by USB. A smart choice for online sellers and small warehouses in Ludhiana. 1-year warranty.',
    images: ['/images/products/label-printers/1.webp', '/images/products/label-printers/2.webp'],
  },
  {
    name: 'TVS-E 4-inch Thermal Transfer Barcode Label Printer, 203 dpi',
    category: 'Label Printers',
    hsnCode: '844332',
    price: 16500,
    offer: 'Free installation in Ludhiana',
    rating: 4.7,
    description:
      'A desktop barcode printer for MRP labels, price tags and product stickers that must not fade. It prints with wax or wax-resin ribbons up to 104 mm wide, at 203 dpi, and also works in direct thermal mode. It has USB and serial ports and works with common label design software. Suits garment, hosiery and FMCG units, with a 1-year warranty.',
    images: ['/images/products/label-printers/2.webp', '/images/products/label-printers/3.webp', '/images/products/label-printers/4.webp'],
  },
  {
    name: 'Desktop Label Printer with USB, Serial and Ethernet',
    category: 'Label Printers',
    hsnCode: '844332',
    price: 17500,
    rating: 4,
    description:
      'A networked label printer that several billing computers or a warehouse system can share over the LAN. It prints thermal transfer or direct thermal labels up to 4 inches wide at 203 dpi, and takes a 300-metre ribbon for fewer changes. Good for dispatch counters, pharma distributors and manufacturing units. 1-year warranty.',
    images: ['/images/products/label-printers/3.webp'],
  },
  {
    name: '300 dpi Label Printer for Jewellery Tags and Small Labels',
    category: 'Label Printers',
    hsnCode: '844332',
    price: 18900,
    rating: 3.8,
    description:
      'The higher 300 dpi resolution prints tiny barcodes and small text clearly on jewellery tags, pharmacy labels and electronic component stickers. It supports thermal transfer and direct thermal printing, with USB and serial interfaces. We can also supply matching dumbbell-shaped jewellery labels and resin ribbons. 1-year warranty.',
    images: ['/images/products/label-printers/4.webp', '/images/products/label-printers/1.webp'],
  },

  // ── Mobile Printer ──────────────────────────────────────────────────────────
  {
    name: 'Bluetooth 2-inch Mobile Receipt Printer',
    category: 'Mobile Printer',
    hsnCode: '844332',
    price: 5800,
    offer: 'Free 10 paper rolls',
    rating: 4.4,
    description:
      'A pocket-sized printer that prints 58 mm receipts from an Android phone or tablet over Bluetooth. Useful for home delivery, field collections, milk and newspaper agents and small stalls. The rechargeable battery lasts a full working day and charges by USB. It works with most GST billing apps and has a 1-year warranty.',
    images: ['/images/products/mobile-printer/1.webp', '/images/products/mobile-printer/3.webp'],
  },
  {
    name: '2-inch Mobile Label and Receipt Printer',
    category: 'Mobile Printer',
    hsnCode: '844332',
    price: 8900,
    rating: 3.9,
    description:
      'A portable printer that handles both receipts and small barcode labels, with a gap sensor for die-cut labels. Field staff can tag shelves, print price labels in the godown or print bills at the customer door. It connects by Bluetooth and USB and has a sturdy belt clip. 1-year warranty.',
    images: ['/images/products/mobile-printer/2.webp'],
  },
  {
    name: '3-inch Bluetooth Mobile Printer with Belt Clip',
    category: 'Mobile Printer',
    hsnCode: '844332',
    price: 9500,
    offer: '10% off with AMC',
    rating: 4.6,
    description:
      'A rugged 3-inch printer for route sales, distributors and delivery vans that print full-width GST invoices on the move. It uses standard 80 mm thermal rolls, so bills look like those from the shop counter. Its large battery lasts a full day of invoicing, and it pairs with Android phones and tablets. 1-year warranty.',
    images: ['/images/products/mobile-printer/3.webp', '/images/products/mobile-printer/4.webp', '/images/products/mobile-printer/1.webp'],
  },
  {
    name: 'Handheld Android POS with Built-in 2-inch Printer',
    category: 'Mobile Printer',
    hsnCode: '847050',
    price: 14500,
    rating: 4.2,
    description:
      'A handheld billing device with an Android touch screen and a 2-inch printer in one unit. Install your billing app, scan barcodes with the camera and print bills anywhere: at parking lots, fairs, food stalls or tables in a restaurant. It supports 4G, Wi-Fi and Bluetooth. 1-year warranty.',
    images: ['/images/products/mobile-printer/4.webp', '/images/products/mobile-printer/2.webp'],
  },

  // ── Miscellaneous Products ──────────────────────────────────────────────────
  {
    name: 'Line-interactive UPS 600 VA for Billing Computers',
    category: 'Miscellaneous Products',
    hsnCode: '850440',
    price: 2950,
    rating: 4,
    description:
      'Keeps one billing computer and monitor running through short power cuts and voltage drops, so you can save the bill and shut down safely. Automatic voltage regulation protects against the low and high voltage common in markets. It has two power outlets and a built-in battery. 1-year warranty including the battery.',
    images: ['/images/products/miscellaneous-products/1.webp', '/images/products/miscellaneous-products/2.webp'],
  },
  {
    name: 'Online UPS 1 kVA',
    category: 'Miscellaneous Products',
    hsnCode: '850440',
    price: 19500,
    offer: 'Free installation in Ludhiana',
    rating: 4.6,
    description:
      'A double-conversion online UPS that gives clean, pure sine-wave power with zero changeover time. Ideal for servers, touch POS systems, currency counters and sensitive equipment in areas with poor or fluctuating supply. It has a wide input voltage range and a clear LCD display of load and battery status. 1-year warranty including batteries.',
    images: ['/images/products/miscellaneous-products/2.webp', '/images/products/miscellaneous-products/4.webp'],
  },
  {
    name: 'VFD Customer Pole Display, 2 × 20 Characters',
    category: 'Miscellaneous Products',
    hsnCode: '847160',
    price: 4800,
    rating: 3.5,
    description:
      'A bright display that shows each item price and the bill total to the customer at the counter, building trust and cutting billing disputes. The pole height and display angle can be adjusted. It connects by USB or serial port and works with most POS billing software in supermarkets, restaurants and medical stores. 1-year warranty.',
    images: [
      '/images/products/miscellaneous-products/3.webp',
      '/images/products/miscellaneous-products/1.webp',
      '/images/products/miscellaneous-products/2.webp',
    ],
  },
  {
    name: 'Electronic Weighing Scale, 30 kg, with Billing Port',
    category: 'Miscellaneous Products',
    hsnCode: '842381',
    price: 7200,
    rating: 4.3,
    description:
      'A stainless-steel platform scale with 30 kg capacity for kirana stores, vegetable and sweet shops. It has dual displays for the shopkeeper and the customer, a rechargeable battery for power cuts, and a serial port that sends the weight straight to the billing software. Legal metrology stamping can be arranged on request. 1-year warranty.',
    images: ['/images/products/miscellaneous-products/4.webp'],
  },

  // ── POS Printer ─────────────────────────────────────────────────────────────
  {
    name: 'Compact 2-inch Desktop POS Printer, USB',
    category: 'POS Printer',
    hsnCode: '844332',
    price: 5500,
    rating: 4.1,
    description:
      'A small, low-cost POS printer for tea stalls, chemists, salons and small counters with little space. It prints 58 mm thermal bills quickly and quietly, with easy drop-in paper loading. It connects by USB and works with common billing software on Windows. 1-year warranty, with service at our Ludhiana centre.',
    images: ['/images/products/pos-printer/1.webp'],
  },
  {
    name: 'POS Printer with USB, Serial and LAN Ports',
    category: 'POS Printer',
    hsnCode: '844332',
    price: 9800,
    offer: 'Free installation in Ludhiana',
    rating: 4.5,
    description:
      'A versatile 3-inch thermal POS printer with three interfaces, so it fits new and old billing systems alike. It prints at up to 250 mm per second, has an auto-cutter and a cash drawer port, and shares over the network with several billing terminals. Good for supermarkets and multi-counter showrooms. 1-year warranty.',
    images: ['/images/products/pos-printer/2.webp', '/images/products/pos-printer/4.webp'],
  },
  {
    name: 'Wi-Fi POS Printer for Cloud Billing and Online Orders',
    category: 'POS Printer',
    hsnCode: '844332',
    price: 11200,
    rating: 3.8,
    description:
      'A wireless 3-inch printer that prints bills and online orders from tablets, phones and cloud billing apps without any cable to the computer. It has an auto-cutter, a cash drawer port and a USB backup connection. Handy for cafes, cloud kitchens and restaurants using app-based billing. 1-year warranty.',
    images: ['/images/products/pos-printer/3.webp', '/images/products/pos-printer/1.webp', '/images/products/pos-printer/2.webp'],
  },
  {
    name: 'Impact Kitchen Order Printer, 2-colour',
    category: 'POS Printer',
    hsnCode: '844332',
    price: 13500,
    offer: '10% off with AMC',
    rating: 4.7,
    description:
      'A dot-matrix KOT printer made for hot, oily and steamy restaurant kitchens where thermal paper turns dark. It prints in red and black so modifications and urgent orders stand out, and it beeps to alert the kitchen staff. It has an auto-cutter and an Ethernet port for networked billing. 1-year warranty.',
    images: ['/images/products/pos-printer/4.webp', '/images/products/pos-printer/3.webp'],
  },

  // ── Specialty printers ──────────────────────────────────────────────────────
  {
    name: 'Token and Ticket Printer for Queue Management',
    category: 'Specialty printers',
    hsnCode: '844332',
    price: 11500,
    rating: 4,
    description:
      'A thermal printer that prints numbered tokens and tickets for hospitals, banks, service centres, gurdwara langar halls and parking lots. Large fonts and a logo print clearly on 80 mm paper, and the auto-cutter gives a clean tear. It connects by USB or Ethernet to queue management software. 1-year warranty.',
    images: ['/images/products/specialty-printers/1.webp', '/images/products/specialty-printers/2.webp'],
  },
  {
    name: '3-inch Kiosk Printer Module with Presenter',
    category: 'Specialty printers',
    hsnCode: '844332',
    price: 18500,
    rating: 3.7,
    description:
      'A thermal printer module designed to be built into self-service kiosks, ATMs, vending and ticketing machines. The presenter holds the printed receipt until it is taken and retracts forgotten slips. It takes large paper rolls for long unattended use and has a paper-low sensor. Bulk rates for kiosk makers; 1-year warranty.',
    images: ['/images/products/specialty-printers/2.webp'],
  },
  {
    name: 'Wristband Printer',
    category: 'Specialty printers',
    hsnCode: '844332',
    price: 42000,
    offer: 'Free starter pack of wristbands',
    rating: 4.4,
    description:
      'A direct thermal printer for patient wristbands with name, UHID and barcode, used in hospitals, nursing homes and labs for safe patient identification. It also prints entry bands for water parks, events and amusement parks. Wristband cartridges load in seconds, and it connects by USB and Ethernet. 1-year warranty.',
    images: ['/images/products/specialty-printers/3.webp', '/images/products/specialty-printers/4.webp', '/images/products/specialty-printers/1.webp'],
  },
  {
    name: 'ID Card Printer',
    category: 'Specialty printers',
    hsnCode: '844332',
    price: 68000,
    offer: 'Free ID card design and 100 blank cards',
    rating: 4.8,
    description:
      'A single-sided PVC card printer that prints full-colour photo ID cards in under a minute. Schools, colleges, factories and offices can print employee and student ID cards, visitor passes and membership cards in-house. It uses a colour ribbon with an overlay that protects the card from wear. 1-year warranty with installation support.',
    images: ['/images/products/specialty-printers/4.webp', '/images/products/specialty-printers/3.webp'],
  },

  // ── Spares ──────────────────────────────────────────────────────────────────
  {
    name: '24 V Power Adapter for Thermal Receipt Printers',
    category: 'Spares',
    hsnCode: '850440',
    price: 950,
    rating: 4.1,
    description:
      'A replacement 24 V power adapter for 2-inch and 3-inch thermal receipt printers. A weak adapter causes faint prints, cutter jams and random restarts, so changing it often fixes these faults. Please send us a photo of your printer label on WhatsApp before ordering so we supply the correct connector. 6-month warranty.',
    images: ['/images/products/spares/1.webp', '/images/products/spares/4.webp'],
  },
  {
    name: 'Replacement Thermal Print Head for 3-inch Printers',
    category: 'Spares',
    hsnCode: '844399',
    price: 3800,
    offer: 'Free fitting at our Ludhiana service centre',
    rating: 4.6,
    description:
      'A new thermal print head for 80 mm receipt printers that are printing faint, patchy or with white lines across the bill. Replacing the head brings back crisp, dark prints. Genuine TVS-E spare heads are fitted by our trained engineers, and we can source heads for other common brands too. 3-month warranty.',
    images: ['/images/products/spares/2.webp', '/images/products/spares/1.webp', '/images/products/spares/3.webp'],
  },
  {
    name: 'Auto-cutter Assembly for 3-inch Receipt Printers',
    category: 'Spares',
    hsnCode: '844399',
    price: 2450,
    rating: 3.9,
    description:
      'A complete auto-cutter unit for receipt printers where the blade no longer cuts cleanly, jams often or shows a cutter error. It includes the blade and motor assembly. Fitting needs some care, so we recommend bringing the printer to our service centre, where we can fit it while you wait. 3-month warranty.',
    images: ['/images/products/spares/3.webp'],
  },
  {
    name: 'Replacement 9-pin Print Head for 80-column Dot Matrix Printers',
    category: 'Spares',
    hsnCode: '844399',
    price: 4950,
    rating: 5,
    description:
      'A replacement print head for 9-pin dot matrix printers that are printing with missing lines or broken characters. A new head restores clear printing on invoices and multi-part forms and is far cheaper than a new printer. As the authorised TVS-E service centre we stock genuine heads for popular TVS-E models. 3-month warranty.',
    images: ['/images/products/spares/4.webp', '/images/products/spares/2.webp'],
  },

  // ── Touch POS Systems ───────────────────────────────────────────────────────
  {
    name: '11.6-inch Android All-in-one Touch POS with Built-in Printer',
    category: 'Touch POS Systems',
    hsnCode: '847050',
    price: 32000,
    rating: 4.2,
    description:
      'A compact Android terminal with an 11.6-inch touch screen and a built-in 3-inch printer, so there are no extra cables on the counter. It is a good fit for cafes, bakeries, QSRs and salons running app-based billing. It has Wi-Fi, LAN and USB ports for a scanner and cash drawer. 1-year warranty.',
    images: ['/images/products/touch-pos-systems/1.webp', '/images/products/touch-pos-systems/3.webp'],
  },
  {
    name: '15-inch Touch POS Terminal, Intel Quad-core, Windows',
    category: 'Touch POS Systems',
    hsnCode: '847050',
    price: 34500,
    offer: 'Free installation in Ludhiana',
    rating: 3.8,
    description:
      'An entry-level Windows touch POS for restaurants and retail shops moving from a desktop and monitor to a single touch unit. It has a 15-inch capacitive screen, an Intel quad-core processor, 4 GB RAM and a 128 GB SSD. Serial, USB and LAN ports connect printers, scanners and cash drawers. 1-year warranty.',
    images: ['/images/products/touch-pos-systems/2.webp'],
  },
  {
    name: '15.6-inch Touch POS Terminal, Core i3',
    category: 'Touch POS Systems',
    hsnCode: '847050',
    price: 48500,
    offer: '10% off with AMC',
    rating: 4.7,
    description:
      'A fast, fanless touch POS for busy supermarkets, restaurants and showrooms running Windows billing or ERP software. The Core i3 processor, 8 GB RAM and SSD keep billing quick even with large item masters. The spill-resistant full-HD screen tilts for comfort, and there are plenty of serial and USB ports. 1-year warranty.',
    images: ['/images/products/touch-pos-systems/3.webp', '/images/products/touch-pos-systems/4.webp', '/images/products/touch-pos-systems/1.webp'],
  },
  {
    name: 'Dual-screen 15.6-inch Touch POS with Customer Display, Core i5',
    category: 'Touch POS Systems',
    hsnCode: '847050',
    price: 72000,
    rating: 4.5,
    description:
      'A premium POS with a second screen facing the customer to show the bill, offers, or the UPI QR code for payment. The Core i5 processor and 8 GB RAM handle multiple programs, while the aluminium body suits modern showrooms and large restaurants. It has USB, serial and LAN ports for all POS peripherals. 1-year warranty.',
    images: ['/images/products/touch-pos-systems/4.webp', '/images/products/touch-pos-systems/2.webp'],
  },

  // ── Thermal Receipt Printers ────────────────────────────────────────────────
  {
    name: '2-inch USB Thermal Receipt Printer',
    category: 'Thermal Receipt Printers',
    hsnCode: '844332',
    price: 5600,
    rating: 3.6,
    description:
      'An affordable receipt printer for small shops, chemists and tea stalls that print short bills. It uses 58 mm thermal paper, prints quickly and quietly, and needs no ink or ribbon. It connects by USB to your billing computer and works with Tally, Marg and most GST billing software. 1-year warranty.',
    images: ['/images/products/thermal-receipt-printers/1.webp', '/images/products/thermal-receipt-printers/2.webp'],
  },
  {
    name: 'TVS-E 3-inch Thermal Receipt Printer with Auto-cutter',
    category: 'Thermal Receipt Printers',
    hsnCode: '844332',
    price: 8900,
    offer: 'Free installation in Ludhiana',
    rating: 4.9,
    description:
      'Our best-selling printer for supermarkets, restaurants and retail counters. It prints 80 mm bills at high speed, with sharp logos and QR codes, and the auto-cutter gives a clean cut every time. It has USB and serial ports plus a cash drawer port. Backed by a 1-year warranty and our authorised TVS-E service centre in Ludhiana.',
    images: [
      '/images/products/thermal-receipt-printers/2.webp',
      '/images/products/thermal-receipt-printers/3.webp',
      '/images/products/thermal-receipt-printers/1.webp',
    ],
  },
  {
    name: '3-inch Thermal Receipt Printer, USB + Ethernet, 250 mm/s',
    category: 'Thermal Receipt Printers',
    hsnCode: '844332',
    price: 11500,
    rating: 4.4,
    description:
      'A fast receipt printer for high-volume counters such as big restaurants, fuel stations and hypermarkets. It prints at up to 250 mm per second, has a heavy-duty auto-cutter, and the Ethernet port lets several billing terminals share one printer. It also has a cash drawer port and easy drop-in paper loading. 1-year warranty.',
    images: ['/images/products/thermal-receipt-printers/3.webp'],
  },
  {
    name: 'Wall-mountable 3-inch Thermal Receipt Printer with Bluetooth',
    category: 'Thermal Receipt Printers',
    hsnCode: '844332',
    price: 13800,
    offer: '10% off with AMC',
    rating: 4,
    description:
      'A splash-resistant receipt printer that can sit on the counter or be mounted on a wall to save space. Bluetooth, USB and Ethernet let it print from a computer, a tablet or a mobile billing app. It has an auto-cutter and prints 80 mm receipts with logos and UPI QR codes. 1-year warranty.',
    images: ['/images/products/thermal-receipt-printers/4.webp', '/images/products/thermal-receipt-printers/2.webp'],
  },

  // ── Web Camera ──────────────────────────────────────────────────────────────
  {
    name: 'HD 720p USB Web Camera with Microphone',
    category: 'Web Camera',
    hsnCode: '852589',
    price: 1250,
    rating: 3.8,
    description:
      'A simple plug-and-play webcam for video calls, online classes and customer photo capture at KYC and billing counters. It gives clear 720p video, has a built-in microphone and clips onto any monitor or laptop screen. It works on USB with Windows, with no driver to install. 1-year warranty.',
    images: ['/images/products/web-camera/1.webp'],
  },
  {
    name: 'Full HD 1080p Web Camera with Dual Microphones',
    category: 'Web Camera',
    hsnCode: '852589',
    price: 2450,
    offer: 'Free delivery within Ludhiana',
    rating: 4.5,
    description:
      'Sharp 1080p video at 30 frames per second for Zoom, Google Meet and Teams meetings, interviews and online classes. The dual microphones reduce background noise, and automatic light correction keeps your face clear in dim offices. The universal clip fits monitors and laptops, and it connects by USB. 1-year warranty.',
    images: ['/images/products/web-camera/2.webp', '/images/products/web-camera/1.webp', '/images/products/web-camera/4.webp'],
  },
  {
    name: '2K QHD Auto-focus Web Camera with Privacy Shutter',
    category: 'Web Camera',
    hsnCode: '852589',
    price: 3900,
    rating: 4.2,
    description:
      'A higher-resolution webcam for professionals, content creators and tele-consultations where detail matters. Auto-focus keeps documents and products sharp when you hold them up to the camera, and the sliding shutter covers the lens when not in use. Built-in stereo microphones and a tripod thread. 1-year warranty.',
    images: ['/images/products/web-camera/3.webp', '/images/products/web-camera/2.webp'],
  },
  {
    name: 'Wide-angle Conference Web Camera for Meeting Rooms',
    category: 'Web Camera',
    hsnCode: '852589',
    price: 6400,
    offer: 'Free setup for your meeting room',
    rating: 5,
    description:
      'A wide-angle camera that fits the whole table in the frame, made for small meeting rooms, classrooms and board rooms. It records full HD video with good low-light performance, and its omnidirectional microphones pick up voices around the room. It connects by USB and works with Zoom, Meet and Teams. 1-year warranty.',
    images: ['/images/products/web-camera/4.webp', '/images/products/web-camera/3.webp'],
  },
];
