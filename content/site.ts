/** Business facts shown across the shop: one place for the name, address, phones, socials and media. */
export const site = {
  name: 'Sanvio Technologies',
  shortName: 'Sanvio',
  slug: 'sanvio',
  tagline: 'POS and office-automation hardware, sales and service in Ludhiana since 1992',
  description:
    'Authorised distributor and service centre for TVS Electronics in Ludhiana: barcode scanners, receipt and label printers, cash drawers, currency counters and office-automation hardware.',
  established: 1992,
  proprietor: 'Rajinder Singh',
  partner: 'TVS Electronics Limited',
  address: {
    street: 'SCO 14, Feroze Gandhi Market',
    locality: 'Ludhiana',
    region: 'Punjab',
    postalCode: '141001',
    country: 'IN',
  },
  phone: '+91-161-4012345',
  mobile: '+91-98765-43210',
  email: 'sales@sanvio.in',
  website: 'https://www.sanvio.in',
  whatsappNumber: '919876543210',
  upi: { id: 'sanvio@okaxis', payee: 'Sanvio Technologies' },
  openingHours: { days: 'Monday to Saturday', opens: '10:00', closes: '19:30', text: 'Monday to Saturday, 10:00 AM to 7:30 PM' },
  socials: [
    { name: 'Facebook', url: 'https://www.facebook.com/sanviotechnologies' },
    { name: 'Instagram', url: 'https://www.instagram.com/sanviotechnologies' },
    { name: 'YouTube', url: 'https://www.youtube.com/@sanviotechnologies' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/sanviotechnologies' },
  ],
  mapQuery: 'Feroze Gandhi Market, Ludhiana, Punjab 141001',
  catalogUrl: 'https://online.fliphtml5.com/sanvio/catalogue/',
  // The four videos the home page rotates (YouTube ids of the shop's own channel).
  videoIds: ['M7lc1UVf-VE', 'aqz-KE-bpKQ', 'ScMzIvxBSi4', 'LXb3EKWsInQ'],
} as const;

export const postalAddress = `${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}`;
