/** The landing banner: who the shop is and what it offers. */
export const landingLines = [
  'Authorised Distributor and Service Center - TVS Electronics Limited',
  'Scalable, secure and user-centric industry solutions for retail, hospitality and enterprise',
  'Technology solutions that drive business performance and digital transformation',
] as const;
