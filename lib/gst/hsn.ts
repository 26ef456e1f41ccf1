/** HSN (Harmonised System of Nomenclature) codes as GST invoices print them: 4 to 8 digits. */
export const HSN_PATTERN = /^\d{4,8}$/;

/**
 * The HSN heading the seed catalogue gives each category's products (all taxed at 18%). The owner
 * sets each real product's own code on the product form; these only start the demo catalogue off.
 */
export const SEED_HSN_BY_CATEGORY: Readonly<Record<string, string>> = {
  'Barcode Scanners': '8471',
  'Currency Counters': '8472',
  'Cash Drawers': '8470',
  'Computing devices - laptops, tablets, desktops': '8471',
  Consumables: '4811',
  'Dot Matrix Printers': '8443',
  'Keyboards and Mouse': '8471',
  'Label Printers': '8443',
  'Mobile Printer': '8443',
  'Miscellaneous Products': '8473',
  'POS Printer': '8443',
  'Specialty printers': '8443',
  Spares: '8473',
  'Touch POS Systems': '8470',
  'Thermal Receipt Printers': '8443',
  'Web Camera': '8525',
};
